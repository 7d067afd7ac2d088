// Wrapped so the original's code (layout and icons) loads only on pages that show an admonition.
import type AdmonitionType from '@theme/Admonition';
import type {WrapperProps} from '@docusaurus/types';
import {whenUsed} from '@site/src/lib/whenUsed';

type Props = WrapperProps<typeof AdmonitionType>;

export default whenUsed<Props>(
  () => import('@theme-original/Admonition'),
  require.resolveWeak('@theme-original/Admonition'),
);
