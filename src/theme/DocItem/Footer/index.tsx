// Wrapped so the tags and edit-link row's code loads only for a doc that has one (no doc here does today).
import {lazy, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

// No Suspense boundary: React keeps what is on screen until the code arrives (src/plugins/loading/README.md).
const Footer = lazy(() => import('@theme-original/DocItem/Footer'));

export default function FooterWrapper(): ReactNode {
  const {tags, editUrl, lastUpdatedAt, lastUpdatedBy} = useDoc().metadata;
  if (tags.length === 0 && !editUrl && !lastUpdatedAt && !lastUpdatedBy) {
    return null;
  }
  return <Footer />;
}
