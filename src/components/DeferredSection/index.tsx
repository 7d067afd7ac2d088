import {lazy, startTransition, useLayoutEffect, useRef, useState} from 'react';
import type {ComponentType, LazyExoticComponent, ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {loadOnce} from '@site/src/lib/loadOnce';

type Props = {
  /** The page the deferred part belongs to; one per page. */
  readonly id: string;
  readonly load: () => Promise<{readonly default: ComponentType}>;
};

/** One lazy component per page part, made on first render: the page's MDX passes a new `load` on every render. */
const parts = new Map<string, LazyExoticComponent<ComponentType>>();

function partOf({id, load}: Props): LazyExoticComponent<ComponentType> {
  if (!parts.has(id)) parts.set(id, lazy(load));
  return parts.get(id)!;
}

/**
 * What stands in for the part until it renders: while React hydrates the page, the part's server HTML; on the first
 * page of `npm start` (no server HTML), nothing, so the upper part shows while the lower part compiles (unless the
 * URL's hash may point into the part). Undefined where the part renders at once: on the server, after a navigation.
 */
function standInOf(id: string): string | undefined {
  if (typeof document === 'undefined' || document.documentElement.dataset.hasHydrated === 'true') return undefined;
  const serverPart = document.querySelector(`[data-deferred-sections="${CSS.escape(id)}"]`);
  return serverPart?.innerHTML ?? (window.location.hash ? undefined : '');
}

/**
 * The app path a plain click on a server-HTML link to another page of the site opens, as the rendered `<Link>` would.
 * Undefined for what the browser does best: a new tab, a download, a file, another site, a `#hash` on this page.
 */
function appPathOf(event: MouseEvent): string | undefined {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (event.defaultPrevented || event.button !== 0 || modified) return undefined;
  const link = (event.target as Element).closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  const url = new URL(link.href);
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  if (url.origin !== window.location.origin || samePage || /\.\w+$/.test(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}

/**
 * The server HTML's focused element: its tag, its index among the part's elements of that tag, and its tabindex, which
 * a script may have set (a code block's arrow keys move the block's one tab stop).
 */
type FocusPlace = {readonly tag: string; readonly index: number; readonly tabIndex: string | null};

/**
 * The lower part of a long doc page (see src/plugins/loading/README.md).
 *
 * - On the server, and after a client-side navigation, it renders the part at once, with no Suspense boundary: React
 *   keeps the previous page until the whole new one can show, and the router scrolls to a hash in the part as above it.
 * - While the first page hydrates, it keeps the server's HTML (shown, but inert) and renders the part in a transition
 *   on the reader's first scroll, touch or focus in it, or at once with a hash in the URL. Once the part's code has
 *   loaded, identical content replaces the server HTML in one commit; without its code (offline) the HTML stays.
 * - The first page of `npm start` has no server HTML: the upper part shows at once, the lower one once compiled (with
 *   a hash in the URL, the page waits for it, as after a client-side navigation).
 * - The swap never takes what the reader is using: it waits for a press on the server HTML to end (a link replaced
 *   between mousedown and mouseup is never clicked), and keyboard focus moves to the same element in the new HTML. A
 *   link to another page clicked in the server HTML opens it in the app, as the rendered part's link would.
 *
 * The wrapper carries `markdown` so Infima's `.markdown > h2`-style rules still reach the part's blocks.
 */
export default function DeferredSection(props: Props): ReactNode {
  const element = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const [Sections] = useState(() => partOf(props));
  const [loadPart] = useState(() => props.load);
  const [standIn] = useState(() => standInOf(props.id));
  const [wanted, setWanted] = useState(standIn === undefined);
  const [pressed, setPressed] = useState(false);
  const focusPlace = useRef<FocusPlace | undefined>(undefined);
  const rendered = wanted && !pressed;
  // A layout effect, so that the listeners are gone in the commit that swaps the HTML: a press after it is on the new
  // HTML and must not hold anything.
  useLayoutEffect(() => {
    const part = element.current;
    if (!part) return undefined;
    if (rendered) {
      const place = focusPlace.current;
      const target = place && part.getElementsByTagName(place.tag)[place.index];
      if (place && target instanceof HTMLElement && document.activeElement === document.body) {
        if (place.tabIndex !== null) target.setAttribute('tabindex', place.tabIndex);
        target.focus({preventScroll: true});
      }
      return undefined;
    }
    // The part renders once its code is here, loaded once however many events ask. Code that cannot come (offline)
    // leaves the server HTML in place, readable, and the next scroll, touch or focus asks again.
    const show = loadOnce(() => loadPart().then(() => startTransition(() => setWanted(true))));
    const want = () => void show().catch(() => undefined);
    // A link to a hash (a heading, a shared `#live=` example) may lead below the first screen; with no server HTML
    // (`npm start`) there is nothing to read meanwhile.
    if (window.location.hash || standIn === '') want();
    // A reader who scrolls has the part rendered before it comes into view; one who does not never pays for it.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want());
    observer.observe(part);
    const press = () => {
      setPressed(true);
      want();
    };
    const release = () => startTransition(() => setPressed(false));
    const focus = (event: FocusEvent) => {
      const focused = event.target as Element;
      const index = Array.from(part.getElementsByTagName(focused.tagName)).indexOf(focused);
      focusPlace.current = {tag: focused.tagName, index, tabIndex: focused.getAttribute('tabindex')};
      want();
    };
    const blur = (event: FocusEvent) => {
      const blurred = event.target as Element;
      // Chrome also sends focusout for the element that the swap removes: only a reader who moved out of the part
      // leaves it in place. A script's focus() (a code block's arrow keys) sends focusin before this runs.
      queueMicrotask(() => {
        if (blurred.isConnected && !part.contains(document.activeElement)) focusPlace.current = undefined;
      });
    };
    // The server HTML's links are plain anchors: one clicked before the part's code has come would load its page anew.
    const click = (event: MouseEvent) => {
      const appPath = appPathOf(event);
      if (appPath === undefined) return;
      event.preventDefault();
      history.push(appPath);
    };
    const listening = new AbortController();
    const {signal} = listening;
    window.addEventListener('scroll', want, {signal, passive: true});
    window.addEventListener('pointerup', release, {signal});
    window.addEventListener('pointercancel', release, {signal});
    part.addEventListener('pointerdown', press, {signal});
    part.addEventListener('click', click, {signal});
    part.addEventListener('focusin', focus, {signal});
    part.addEventListener('focusout', blur, {signal});
    return () => {
      observer.disconnect();
      listening.abort();
    };
  }, [rendered, history, loadPart, standIn]);

  const attributes = {ref: element, className: 'markdown', 'data-deferred-sections': props.id};
  if (!rendered) {
    return <div {...attributes} dangerouslySetInnerHTML={{__html: standIn ?? ''}} suppressHydrationWarning />;
  }
  return (
    <div {...attributes}>
      <Sections />
    </div>
  );
}
