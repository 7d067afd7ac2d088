/**
 * The live-example slot: the static code block until the reader, having touched the page, has it in view (or
 * focuses it, or opens a shared link to it); then the playground (editor, worker, canvas), loaded as separate
 * chunks. Pages without a live example never load them.
 */
import {
  lazy,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
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
 * The slot changes height when the static block becomes the playground. A reader who is below it (its top is above
 * the top of the view, under the navbar, and they are not working in it) stays on the same line: the page scrolls so
 * that the text below the slot is where they last saw it.
 *
 * What they last saw is measured at each scroll, and once a navigation's commit (with the router's scroll) is done.
 * A scroll that comes with a resize not yet handled is not measured: it is the browser's answer to the resize (its
 * scroll anchoring, the end of the page), so it counts towards the correction, and the page never moves twice.
 */
function useKeepReaderBelowInPlace(slotRef: RefObject<HTMLDivElement | null>): void {
  const location = useLocation();
  const seen = useRef({height: 0, bottom: 0});
  const see = useCallback(
    (rect = slotRef.current?.getBoundingClientRect()) => {
      if (rect) seen.current = {height: rect.height, bottom: rect.bottom};
    },
    [slotRef],
  );
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
      if (top < topOfView && !slot.contains(document.activeElement)) {
        window.scrollBy(0, bottom - seen.current.bottom);
      }
      see();
    });
    observer.observe(slot);
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [slotRef, see]);
}

export default function LivePlayground({code, title, children, picture}: LivePlaygroundProps): ReactNode {
  const slotRef = useRef<HTMLDivElement>(null);
  // Set once the playground starts. A keyboard reader who tabbed into the static block starts it, and the editor that
  // replaces the block under them takes their focus.
  const [started, setStarted] = useState<Pick<PlaygroundProps, 'startCode' | 'focusEditor'> | undefined>(undefined);
  const active = started !== undefined;

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot || active) return undefined;
    let cancelled = false;
    // However it starts, the playground starts with a shared link's code: the editor reads it only when it mounts.
    const shared = sharedCode().catch(() => undefined);
    const activate = () =>
      void shared.then((code) => {
        if (cancelled) return;
        // A transition, and no Suspense boundary (src/plugins/loading/README.md): the static block stays on screen,
        // the same elements, until the playground's code has come. A keyboard reader's focus stays in it meanwhile,
        // and the editor takes it over when it replaces the block.
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
  }, [active]);

  useKeepReaderBelowInPlace(slotRef);

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
