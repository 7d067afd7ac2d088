// Replaced (it is a list of buttons, not wrappable): adds the code theme picker to the toolbar, beside word wrap and
// copy, and loads the toolbar's code on its own, once the page has hydrated and the browser is idle.
import {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {Props} from '@theme/CodeBlock/Buttons';

type ToolbarModule = typeof import('@site/src/components/CodeBlockToolbar');

let toolbar: Promise<ToolbarModule> | undefined;

/**
 * One load for every code block on the page, started when the browser has nothing more urgent to do, or after a
 * second at the latest (a busy page may not report idle time for a long while).
 */
function loadToolbarWhenIdle(): Promise<ToolbarModule> {
  toolbar ??= new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), {timeout: 1000});
    } else {
      setTimeout(resolve, 1);
    }
  }).then(() => import('@site/src/components/CodeBlockToolbar'));
  return toolbar;
}

const CodeBlockToolbar = lazy(loadToolbarWhenIdle);

// Like the original: not server-rendered, as the buttons need React to do anything.
export default function CodeBlockButtons({className}: Props): ReactNode {
  return (
    <BrowserOnly>
      {() => (
        <Suspense fallback={null}>
          <CodeBlockToolbar className={className} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
