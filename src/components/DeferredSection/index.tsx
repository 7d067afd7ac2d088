import {useEffect, useRef, useState} from 'react';
import type {ComponentType, ReactNode, RefObject} from 'react';
import {whenUsed} from '@site/src/lib/whenUsed';

type Props = {
  /** The page the deferred part belongs to; one per page. */
  readonly id: string;
  readonly load: () => Promise<{readonly default: ComponentType}>;
  /** The part's module id in the bundle (`require.resolveWeak`): rendered at once wherever it is already loaded. */
  readonly moduleId: string | number;
};

type Part = {readonly Sections: ComponentType; readonly load: Props['load']};

/** One per page part, made on first render: the page's MDX passes a new `load` function on every render. */
const parts = new Map<string, Part>();

function partOf({id, load, moduleId}: Props): Part {
  let part = parts.get(id);
  if (!part) {
    // The server bundle holds every module, so there the part renders synchronously, and in the browser once loaded.
    part = {Sections: whenUsed<object>(load, moduleId), load};
    parts.set(id, part);
  }
  return part;
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

/** After a client-side navigation to a hash in this part, scrolls there once the part is rendered. */
function useScrollToLateHash(element: RefObject<HTMLElement | null>, rendered: boolean): void {
  useEffect(() => {
    const targetId = decodeURIComponent(window.location.hash.slice(1));
    const target = rendered && targetId ? document.getElementById(targetId) : null;
    if (target && element.current?.contains(target) && window.scrollY === 0) {
      target.scrollIntoView();
    }
  }, [element, rendered]);
}

/**
 * The lower part of a long doc page (see src/plugins/deferred-sections). Server rendering includes it whole; in
 * the browser it stays that server HTML, shown but inert, until the reader scrolls, follows a link to a hash or
 * reaches into it: then its code loads and React renders it in place. After a client-side navigation there is no
 * server HTML, so it loads at once.
 * The wrapper carries `markdown` so Infima's `.markdown > h2`-style rules still reach the part's blocks.
 */
export default function DeferredSection(props: Props): ReactNode {
  const element = useRef<HTMLDivElement>(null);
  const {Sections, load} = partOf(props);
  const [serverHtml] = useState(() => serverHtmlOf(props.id));
  const [rendered, setRendered] = useState(false);
  useScrollToLateHash(element, rendered);
  useEffect(() => {
    const target = element.current;
    if (rendered || !target) {
      return undefined;
    }
    // The part's module brings the theme components it shows (src/plugins/page-theme-imports), so once it has
    // loaded nothing in it suspends: the server HTML is replaced by identical content in one commit.
    const show = () => void load().then(() => setRendered(true));
    // Nothing to show meanwhile (a client-side navigation), or a link to a hash (a heading, a shared `#live=`
    // example) that leads below the first screen: render the part at once.
    if (serverHtml === undefined || window.location.hash || typeof IntersectionObserver === 'undefined') {
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
    observer.observe(target);
    const interactions = ['focusin', 'pointerdown'] as const;
    window.addEventListener('scroll', show, {once: true, passive: true});
    interactions.forEach((type) => target.addEventListener(type, show, {once: true}));
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', show);
      interactions.forEach((type) => target.removeEventListener(type, show));
    };
  }, [rendered, serverHtml, load]);

  const attributes = {ref: element, className: 'markdown', 'data-deferred-sections': props.id};
  if (typeof window !== 'undefined' && !rendered) {
    return <div {...attributes} dangerouslySetInnerHTML={{__html: serverHtml ?? ''}} suppressHydrationWarning />;
  }
  return (
    <div {...attributes}>
      <Sections />
    </div>
  );
}
