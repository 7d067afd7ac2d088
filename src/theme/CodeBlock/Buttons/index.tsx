// Replaced (it is a list of buttons, not wrappable): adds the code theme picker to the toolbar, beside word wrap and
// copy, and loads the toolbar's code on its own, once the page has hydrated and the browser is idle.
import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Buttons';
import {loadOnce} from '@site/src/lib/loadOnce';

type Toolbar = ComponentType<{readonly className?: string}>;

let loadedToolbar: Toolbar | undefined;

/**
 * One load for every code block on the page, started when the browser has nothing more urgent to do, or after a
 * second at the latest (a busy page may not report idle time for a long while). After a failure, the next code block
 * to show asks again.
 */
const loadToolbarWhenIdle = loadOnce(async () => {
  await new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), {timeout: 1000});
    } else {
      setTimeout(resolve, 1);
    }
  });
  const module = await import(/* webpackChunkName: "code-block-toolbar" */ '@site/src/components/CodeBlockToolbar');
  loadedToolbar = module.default;
  return loadedToolbar;
});

// Like the original, rendered in the browser only: the buttons need React to do anything. Without their code (a
// reader gone offline) the block stays as it is, readable and selectable, instead of taking the page down.
export default function CodeBlockButtons({className}: Props): ReactNode {
  // A block shown after the code came (the next page, a lower part) has its toolbar at once.
  const [Toolbar, setToolbar] = useState(() => loadedToolbar);
  useEffect(() => {
    if (Toolbar) return undefined;
    let mounted = true;
    loadToolbarWhenIdle().then(
      (toolbar) => mounted && setToolbar(() => toolbar),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [Toolbar]);
  return Toolbar ? <Toolbar className={className} /> : null;
}
