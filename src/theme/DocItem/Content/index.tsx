// Wrapped to put the "Copy page" menu beside the doc's title, which the original renders inside its content block.
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageMenu from '@site/src/components/CopyPageMenu';
import {markdownPath} from '@site/src/lib/markdownPath';

export default function ContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  const {permalink} = useDoc().metadata;
  // A block of its own, so the menu floats beside the title and not on the line of an inline badge before it.
  return (
    <div>
      {/* Keyed: a menu left open on one doc closes when the reader moves to another. */}
      <CopyPageMenu key={permalink} markdownPath={markdownPath(permalink)} />
      <Content {...props} />
    </div>
  );
}
