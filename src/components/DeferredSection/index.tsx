import {lazy, startTransition, useEffect, useRef, useState} from 'react';
import type {ComponentType, LazyExoticComponent, ReactNode} from 'react';

type Props = {
  /** The page the deferred part belongs to; one per page. */
  readonly id: string;
  readonly load: () => Promise<{readonly default: ComponentType}>;
};

/** One lazy component per page part, made on first render: the page's MDX passes a new `load` on every render. */
const parts = new Map<string, LazyExoticComponent<ComponentType>>();

function partOf({id, load}: Props): LazyExoticComponent<ComponentType> {
  let part = parts.get(id);
  if (!part) {
    part = lazy(load);
    parts.set(id, part);
  }
  return part;
}

/**
 * While React hydrates the server-rendered page, the part's HTML as the server wrote it; otherwise (on the server,
 * and after a client-side navigation) undefined.
 */
function serverHtmlOf(id: string): string | undefined {
  if (typeof document === 'undefined' || document.documentElement.dataset.hasHydrated === 'true') {
    return undefined;
  }
  return document.querySelector(`[data-deferred-sections="${CSS.escape(id)}"]`)?.innerHTML;
}

/**
 * The lower part of a long doc page (see src/plugins/loading/README.md).
 *
 * - On the server, and after a client-side navigation, it renders the part at once. Its code loads with no Suspense
 *   boundary in between, so React keeps the previous page on screen until the whole new page can be shown, and the
 *   router then scrolls to a hash in the part as it does to one above it.
 * - While the first page hydrates, it keeps the server's HTML (shown, but inert), and renders the part in a
 *   transition on the reader's first scroll, touch or focus in it, or at once when the URL has a hash. The server
 *   HTML stays until the part's code has loaded, then is replaced by identical content in one commit.
 *
 * The wrapper carries `markdown` so Infima's `.markdown > h2`-style rules still reach the part's blocks.
 */
export default function DeferredSection(props: Props): ReactNode {
  const element = useRef<HTMLDivElement>(null);
  const [Sections] = useState(() => partOf(props));
  const [serverHtml] = useState(() => serverHtmlOf(props.id));
  const [rendered, setRendered] = useState(serverHtml === undefined);
  useEffect(() => {
    const target = element.current;
    if (rendered || !target) {
      return undefined;
    }
    const render = () => startTransition(() => setRendered(true));
    // A link to a hash (a heading, a shared `#live=` example) may lead below the first screen.
    if (window.location.hash) {
      render();
      return undefined;
    }
    // A reader who scrolls has the part rendered before it comes into view; one who does not never pays for it.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && render());
    observer.observe(target);
    const interactions = ['focusin', 'pointerdown'] as const;
    window.addEventListener('scroll', render, {once: true, passive: true});
    interactions.forEach((type) => target.addEventListener(type, render, {once: true}));
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', render);
      interactions.forEach((type) => target.removeEventListener(type, render));
    };
  }, [rendered]);

  const attributes = {ref: element, className: 'markdown', 'data-deferred-sections': props.id};
  if (!rendered) {
    return <div {...attributes} dangerouslySetInnerHTML={{__html: serverHtml ?? ''}} suppressHydrationWarning />;
  }
  return (
    <div {...attributes}>
      <Sections />
    </div>
  );
}
