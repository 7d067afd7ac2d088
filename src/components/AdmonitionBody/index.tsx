// The theme's admonition, registered for src/theme/Admonition when a page that shows one imports this module.
import type {ComponentType} from 'react';
import Admonition from '@theme-original/Admonition';
import type {Props} from '@theme/Admonition';
import {register} from '@site/src/lib/whenUsed';

export default register('Admonition', Admonition as ComponentType<Props>);
