// Wrapped so the banner's code loads only for a docs version that shows one (Next, the only version here, does not).
import {lazy, type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';

// No Suspense boundary: React keeps what is on screen until the code arrives (src/plugins/loading/README.md).
const DocVersionBanner = lazy(() => import('@theme-original/DocVersionBanner'));

export default function DocVersionBannerWrapper(props: WrapperProps<typeof DocVersionBannerType>): ReactNode {
  return useDocsVersion().banner ? <DocVersionBanner {...props} /> : null;
}
