import {lazy, Suspense, useEffect, useRef, useState} from 'react';
import type {ComponentType, ReactNode, RefObject} from 'react';

type TailModule = {readonly default: ComponentType};

type Props = {
  /** The page the deferred part belongs to; one per page. */
  readonly id: string;
  readonly load: () => Promise<TailModule>;
  /** The part's module id in the bundle (`require.resolveWeak`), for rendering it synchronously on the server. */
  readonly moduleId: string | number;
};

type Tail = {
  loaded?: TailModule;
  readonly ensureLoaded: () => Promise<TailModule>;
  /** For a render that has no server HTML to show meanwhile (after a client-side navigation). */
  readonly Lazy: ComponentType;
};

const tails = new Map<string, Tail>();

function tailOf(id: string, load: Props['load']): Tail {
  let tail = tails.get(id);
  if (!tail) {
    let loading: Promise<TailModule> | undefined;
    const created: Tail = {
      ensureLoaded: () => {
        loading ??= load().then((module) => {
          created.loaded = module;
          return module;
        });
        return loading;
      },
      Lazy: lazy(() => created.ensureLoaded()),
    };
    tail = created;
    tails.set(id, tail);
  }
  return tail;
}

const selectorOf = (id: string) => `[data-deferred-sections="${id.replace(/["\\]/g, '\\$&')}"]`;

/**
 * While React hydrates the server-rendered page, the part's HTML as the server wrote it; otherwise undefined.
 * Rendering that same HTML through `dangerouslySetInnerHTML` lets React hydrate the page without the part's code.
 */
function serverHtmlOf(id: string): string | undefined {
  if (typeof document === 'undefined' || document.documentElement.dataset.hasHydrated === 'true') {
    return undefined;
  }
  return document.querySelector(selectorOf(id))?.innerHTML;
}

/** After a client-side navigation to a hash in this part, scrolls there once the part exists. */
function useScrollToLateHash(part: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const targetId = decodeURIComponent(window.location.hash.slice(1));
    const target = targetId ? document.getElementById(targetId) : null;
    if (target && part.current?.contains(target) && window.scrollY === 0) {
      target.scrollIntoView();
    }
  }, [part]);
}

function ClientSections({tail, part}: {readonly tail: Tail; readonly part: RefObject<HTMLElement | null>}): ReactNode {
  useScrollToLateHash(part);
  const Sections = tail.loaded?.default ?? tail.Lazy;
  return <Sections />;
}

/** The server bundle holds every module, so the part is required synchronously there: nothing suspends. */
function ServerSections({moduleId}: {readonly moduleId: Props['moduleId']}): ReactNode {
  const {default: Sections} = __webpack_require__(moduleId) as TailModule;
  return <Sections />;
}

/**
 * The lower part of a long doc page (see src/plugins/deferred-sections). Server rendering includes it whole; in
 * the browser it stays that server HTML, shown but inert, until the reader scrolls, follows a link to a hash or
 * reaches into it: then its code loads and React renders it in place. After a client-side navigation there is no server HTML, so it loads at once.
 * The wrapper carries `markdown` so Infima's `.markdown > h2`-style rules still reach the part's blocks.
 */
export default function DeferredSection({id, load, moduleId}: Props): ReactNode {
  const part = useRef<HTMLDivElement>(null);
  const tail = tailOf(id, load);
  const [serverHtml] = useState(() => serverHtmlOf(id));
  const [rendered, setRendered] = useState(serverHtml === undefined);
  useEffect(() => {
    const element = part.current;
    if (rendered || !element) {
      return undefined;
    }
    // The part's module brings the theme components it shows (src/plugins/page-theme-imports), so once it has
    // loaded nothing in it suspends: the server HTML is replaced by identical content in one commit.
    const show = () => void tail.ensureLoaded().then(() => setRendered(true));
    // A link to a hash (a heading, a shared `#live=` example) leads below the first screen: render the part at once.
    if (window.location.hash || typeof IntersectionObserver === 'undefined') {
      show();
      return undefined;
    }
    // Otherwise once the reader scrolls or reaches into it: nothing below the first screen costs a reader who does
    // not, and a reader who scrolls has the part rendered before it comes into view.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        show();
      }
    });
    observer.observe(element);
    const interactions = ['focusin', 'pointerdown'] as const;
    window.addEventListener('scroll', show, {once: true, passive: true});
    interactions.forEach((type) => element.addEventListener(type, show, {once: true}));
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', show);
      interactions.forEach((type) => element.removeEventListener(type, show));
    };
  }, [rendered, tail]);

  const attributes = {ref: part, className: 'markdown', 'data-deferred-sections': id};
  if (typeof window === 'undefined') {
    return (
      <div {...attributes}>
        <ServerSections moduleId={moduleId} />
      </div>
    );
  }
  if (!rendered) {
    return <div {...attributes} dangerouslySetInnerHTML={{__html: serverHtml ?? ''}} suppressHydrationWarning />;
  }
  return (
    <div {...attributes}>
      <Suspense fallback={null}>
        <ClientSections tail={tail} part={part} />
      </Suspense>
    </div>
  );
}
