// Wrapped so the draft and unlisted banners' code loads only for a page that shows one (no page here does today).
import {lazy, Suspense} from 'react';
import type {ReactNode} from 'react';
import type ContentVisibilityType from '@theme/ContentVisibility';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentVisibilityType>;

const ContentVisibility = lazy(() => import('@theme-original/ContentVisibility'));

export default function ContentVisibilityWrapper(props: Props): ReactNode {
  const {unlisted, frontMatter} = props.metadata;
  if (!unlisted && !frontMatter.unlisted && !frontMatter.draft) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <ContentVisibility {...props} />
    </Suspense>
  );
}
