import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {codeBlockText} from '@site/src/lib/codeBlockText';
import {register} from '@site/src/lib/whenUsed';

/**
 * A code block, from the theme's own parts, as `@theme-original/CodeBlock` renders it but without that component's
 * remount once the page has hydrated (it keys its content on `useIsBrowser()` to re-apply the JS Prism theme's
 * inline colours). Colours come from CSS here, so the remount only replaced every block's DOM while a phone was
 * still busy starting the page, and a reader (or a test) could catch a block between its two copies.
 */
function CodeBlockBody({children, ...props}: Props): ReactNode {
  const text = codeBlockText(children);
  if (text === undefined) {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  return <StringContent {...props}>{text}</StringContent>;
}

export default register('CodeBlockBody', CodeBlockBody);
