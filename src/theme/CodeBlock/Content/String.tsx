// Wrapped to hand the build-time `tokenizedHtml` prop down to CodeBlock/Content, which renders the tokens.
import type {ReactNode} from 'react';
import StringContent from '@theme-original/CodeBlock/Content/String';
import type StringContentType from '@theme/CodeBlock/Content/String';
import type {WrapperProps} from '@docusaurus/types';
import {TokenizedHtmlContext} from '@site/src/plugins/prism-highlight/client/TokenizedHtmlContext';

export default function StringContentWrapper(props: WrapperProps<typeof StringContentType>): ReactNode {
  return (
    <TokenizedHtmlContext.Provider value={props.tokenizedHtml}>
      <StringContent {...props} />
    </TokenizedHtmlContext.Provider>
  );
}
