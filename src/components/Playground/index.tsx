/**
 * The live-example slot: the static code block until the reader, having touched the page, has it in view (or
 * focuses it, or opens a shared link to it); then the playground (editor, worker, canvas), loaded as separate
 * chunks. Pages without a live example never load them.
 */
import {lazy, startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {readerHasInteracted} from '@site/src/lib/readerHasInteracted';
import type {PlaygroundProps} from './ui/Playground';

// The editor's chunk is asked for with the playground's, not after it: the playground shows once both are here.
const Playground = lazy(async () => {
  const [playground] = await Promise.all([
    import(/* webpackChunkName: "playground" */ './ui/Playground'),
    import(/* webpackChunkName: "playground-editor" */ './ui/Editor'),
  ]);
  return playground;
});

type LivePlaygroundProps = Pick<PlaygroundProps, 'title' | 'picture'> & {
  readonly code: string;
  /** The ordinary highlighted code block: the content without JavaScript, and while the playground loads. */
  readonly children: ReactNode;
};

/** Reads a shared `#live=…` hash without loading the playground chunk for pages that have none. */
async function sharedCode(): Promise<string | undefined> {
  if (!window.location.hash.startsWith('#live=')) return undefined;
  const {decodeShareHash} = await import(/* webpackChunkName: "playground" */ './ui/shareCode');
  return decodeShareHash(window.location.hash);
}

/**
 * The slot changes height when the static block becomes the playground. A reader below it (its top above the navbar's
 * bottom, focus not in it) stays on the same line: the page scrolls so the text under the slot is where they saw it,
 * as measured at each scroll and after a navigation's commit (with the router's scroll). A scroll that comes with a
 * resize not yet handled is the browser's answer to it (scroll anchoring, the page's end): not measured, it counts
 * towards the correction, and the page never moves twice. Returns the ref for the slot.
 */
function useKeepReaderBelowInPlace() {
  const slotRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const seen = useRef({height: 0, bottom: 0});
  const see = useCallback((rect = slotRef.current?.getBoundingClientRect()) => {
    if (rect) seen.current = {height: rect.height, bottom: rect.bottom};
  }, []);
  useLayoutEffect(() => queueMicrotask(see), [see, location]);
  useEffect(() => {
    const slot = slotRef.current;
    if (!slot || typeof ResizeObserver === 'undefined') return undefined;
    const onScroll = () => {
      const rect = slot.getBoundingClientRect();
      if (rect.height === seen.current.height) see(rect);
    };
    const observer = new ResizeObserver(() => {
      // A slot that the next page has just replaced reports a last size of 0 before this effect's cleanup runs.
      if (!slot.isConnected) return;
      const {top, bottom} = slot.getBoundingClientRect();
      const topOfView = document.querySelector('nav.navbar')?.getBoundingClientRect().bottom ?? 0;
      if (top < topOfView && !slot.contains(document.activeElement)) window.scrollBy(0, bottom - seen.current.bottom);
      see();
    });
    observer.observe(slot);
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [see]);
  return slotRef;
}

export default function LivePlayground({code, title, children, picture}: LivePlaygroundProps): ReactNode {
  const slotRef = useKeepReaderBelowInPlace();
  // Set once the playground starts; focus in the static block (a keyboard reader's) passes to the editor.
  const [started, setStarted] = useState<Pick<PlaygroundProps, 'startCode' | 'focusEditor'>>();

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot || started) return undefined;
    let cancelled = false;
    // However it starts, the playground starts with a shared link's code: the editor reads it only when it mounts.
    const shared = sharedCode().catch(() => undefined);
    const activate = () =>
      void shared.then((code) => {
        if (cancelled) return;
        // A transition, and no Suspense boundary (src/plugins/loading/README.md): the static block, and the focus in
        // it, stay on screen until the playground's code has come.
        startTransition(() => setStarted({startCode: code, focusEditor: slot.contains(document.activeElement)}));
      });
    void shared.then((code) => {
      if (code !== undefined) activate();
    });
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void readerHasInteracted().then(activate);
      },
      {rootMargin: '200px'},
    );
    observer.observe(slot);
    slot.addEventListener('focusin', activate);
    return () => {
      cancelled = true;
      observer.disconnect();
      slot.removeEventListener('focusin', activate);
    };
  }, [started, slotRef]);

  return (
    <div ref={slotRef} data-live-example={title ?? ''}>
      {started ? (
        // If the playground itself breaks, the reader keeps the static example rather than an error page.
        <ErrorBoundary fallback={() => children}>
          <Playground example={code} title={title} picture={picture} {...started} />
        </ErrorBoundary>
      ) : (
        children
      )}
    </div>
  );
}
