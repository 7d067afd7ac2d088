// Replaced (it is a list of buttons, not wrappable): adds the code theme picker to the toolbar, beside word wrap and
// copy, and loads the toolbar's code on its own, on the reader's first interaction with the page.
import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Buttons';
import {loadOnce} from '@site/src/lib/loadOnce';
import {readerHasInteracted} from '@site/src/lib/readerHasInteracted';

type Toolbar = ComponentType<{readonly className?: string}>;

let loadedToolbar: Toolbar | undefined;

/**
 * One load for every code block, started on the reader's first interaction with the page (a page only looked at never
 * needs the buttons, so its first load carries none of their code). After a failure, the next block asks again.
 */
const loadToolbarOnFirstInteraction = loadOnce(async () => {
  await readerHasInteracted();
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
    if (Toolbar) return;
    loadToolbarOnFirstInteraction().then(
      (toolbar) => setToolbar(() => toolbar),
      () => undefined,
    );
  }, [Toolbar]);
  return Toolbar ? <Toolbar className={className} /> : null;
}
