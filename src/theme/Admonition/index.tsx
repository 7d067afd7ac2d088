// Wrapped so the original's code (layout and icons) loads only on pages that show an admonition (src/lib/whenUsed).
import type AdmonitionType from '@theme/Admonition';
import type {WrapperProps} from '@docusaurus/types';
import {whenUsed} from '@site/src/lib/whenUsed';

type Props = WrapperProps<typeof AdmonitionType>;

export default whenUsed<Props>('Admonition', () => import('@site/src/components/AdmonitionBody'));
