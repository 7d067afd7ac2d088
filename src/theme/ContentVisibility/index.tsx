// Wrapped so the draft and unlisted banners' code loads only for a page that shows one (no page here does today).
import type {ReactNode} from 'react';
import type ContentVisibilityType from '@theme/ContentVisibility';
import type {WrapperProps} from '@docusaurus/types';
import {whenUsed} from '@site/src/lib/whenUsed';

type Props = WrapperProps<typeof ContentVisibilityType>;

const ContentVisibility = whenUsed<Props>(
  () => import('@theme-original/ContentVisibility'),
  require.resolveWeak('@theme-original/ContentVisibility'),
);

export default function ContentVisibilityWrapper(props: Props): ReactNode {
  const {unlisted, frontMatter} = props.metadata;
  if (!unlisted && !frontMatter.unlisted && !frontMatter.draft) {
    return null;
  }
  return <ContentVisibility {...props} />;
}
