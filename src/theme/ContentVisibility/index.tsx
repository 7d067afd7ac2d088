// Wrapped so the draft and unlisted banners' code loads only for a page that shows one (no page here does today).
import {lazy, type ReactNode} from 'react';
import type ContentVisibilityType from '@theme/ContentVisibility';
import type {WrapperProps} from '@docusaurus/types';

// No Suspense boundary: React keeps what is on screen until the code arrives (src/plugins/loading/README.md).
const ContentVisibility = lazy(() => import('@theme-original/ContentVisibility'));

export default function ContentVisibilityWrapper(props: WrapperProps<typeof ContentVisibilityType>): ReactNode {
  const {unlisted, frontMatter} = props.metadata;
  return unlisted || frontMatter.unlisted || frontMatter.draft ? <ContentVisibility {...props} /> : null;
}
