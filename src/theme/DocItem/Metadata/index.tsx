// Wrapped so a doc reached through a second route (`/docs` shows installation) declares its permalink canonical.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';

export default function MetadataWrapper(props: WrapperProps<typeof MetadataType>): ReactNode {
  const {metadata} = useDoc();
  const canonicalUrl = useBaseUrl(metadata.permalink, {absolute: true});
  return (
    <>
      <Metadata {...props} />
      <Head>
        <link rel="canonical" href={canonicalUrl} />
      </Head>
    </>
  );
}
