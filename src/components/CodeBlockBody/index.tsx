import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {codeBlockText} from '@site/src/lib/codeBlockText';
import {register} from '@site/src/lib/whenUsed';

/**
 * A code block as `@theme-original/CodeBlock` renders it, without its remount after hydration (keyed on
 * `useIsBrowser()` to re-apply the JS Prism theme's inline colours). Colours come from CSS here, so the remount only
 * replaced every block's DOM while a phone was busy starting the page, between two copies a reader could catch.
 */
function CodeBlockBody({children, ...props}: Props): ReactNode {
  const text = codeBlockText(children);
  if (text === undefined) {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  return <StringContent {...props}>{text}</StringContent>;
}

export default register('CodeBlockBody', CodeBlockBody);
