// Wrapped so the tags and edit-link row's code loads only for a doc that has one (no doc here does today).
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {whenUsed} from '@site/src/lib/whenUsed';

const Footer = whenUsed<object>(
  () => import('@theme-original/DocItem/Footer'),
  require.resolveWeak('@theme-original/DocItem/Footer'),
);

export default function FooterWrapper(): ReactNode {
  const {tags, editUrl, lastUpdatedAt, lastUpdatedBy} = useDoc().metadata;
  if (tags.length === 0 && !editUrl && !lastUpdatedAt && !lastUpdatedBy) {
    return null;
  }
  return <Footer />;
}
