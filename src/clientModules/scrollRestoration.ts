/**
 * Back and Forward bring the reader back to what they were reading. Docusaurus scrolls after every navigation to the
 * top or the hash; the browser's restoration replays a pixel offset, wrong once a live example above changed height.
 * So, per history entry, this remembers the element at the top of the view (under the navbar) and its offset there.
 */
import type {ClientModule} from '@docusaurus/types';

type Position = {
  /** Child indexes from the app's root element down to the element that was at the top of the view. */
  readonly path: readonly number[];
  /** Its top, in px below the navbar's bottom edge (negative when it began above). */
  readonly offset: number;
  readonly scrollY: number;
};

/** The part of the Navigation API this module uses (Chromium, Firefox 147, Safari 26); elsewhere it does nothing. */
type NavigationApi = EventTarget & {readonly currentEntry: {readonly key: string} | null};
type NavigateEvent = Event & {
  readonly navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  readonly destination: {readonly key: string};
};

const navigationApi = typeof window === 'undefined' ? undefined : (window as {navigation?: NavigationApi}).navigation;
/** Where the reader was on each history entry when they left it, by the entry's key. */
const positions = new Map<string, Position>();
/**
 * The history entry Back or Forward is going to, until its page is shown. Not a flag: a page left before it finished
 * loading may still show first (its code arriving between Back and the switch of entries), and is not where Back goes.
 */
let traversalTarget: string | undefined;
const appRoot = () => document.getElementById('__docusaurus');
const readingLine = () => document.querySelector('nav.navbar')?.getBoundingClientRect().bottom ?? 0;

/**
 * The first element in the view, under the navbar, passing over live examples (a static block now, maybe a taller
 * playground on return) and the narrow screen's table of contents above the page (open now, closed on return).
 */
function elementAtReadingLine(): Element | undefined {
  const column = document.querySelector('article') ?? document.querySelector('main');
  if (!column) return undefined;
  const {left, right} = column.getBoundingClientRect();
  for (let y = readingLine() + 1; y < window.innerHeight;) {
    const element = document.elementFromPoint((left + right) / 2, y);
    // Something over the page (the phone's navigation drawer, a dialog): the scroll offset is the best record.
    if (!element || !column.contains(element)) return undefined;
    // A gap between blocks hits the column itself, which marks no place: look further down.
    if (element === column) {
      y += 4;
      continue;
    }
    // theme-doc-toc-mobile: the theme's class name for that table of contents (ThemeClassNames.docs.docTocMobile).
    const changing = element.closest('[data-live-example], .theme-doc-toc-mobile');
    if (!changing) return element;
    // Always downwards: a child drawn outside its example's box must not send the search back up.
    y = Math.max(y, changing.getBoundingClientRect().bottom) + 1;
  }
  return undefined;
}

function pathTo(element: Element, root: Element): number[] | undefined {
  const path: number[] = [];
  for (let node: Element | null = element; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return undefined;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function readPosition(): Position {
  const root = appRoot();
  const element = elementAtReadingLine();
  const path = root && element ? pathTo(element, root) : undefined;
  const offset = element ? element.getBoundingClientRect().top - readingLine() : 0;
  return {path: path ?? [], offset, scrollY: window.scrollY};
}

function restore({path, offset, scrollY}: Position): void {
  let element: Element | undefined = appRoot() ?? undefined;
  for (const index of path) element = element?.children[index];
  if (path.length === 0 || !element) {
    window.scrollTo(0, scrollY);
    return;
  }
  window.scrollBy(0, element.getBoundingClientRect().top - readingLine() - offset);
}

// `navigate` fires before any navigation changes the page (a link, the router's pushState, a #hash the browser
// scrolls to itself, Back and Forward), so the page being left is still there to be read.
navigationApi?.addEventListener('navigate', (event) => {
  const leaving = navigationApi.currentEntry;
  if (leaving) positions.set(leaving.key, readPosition());
  const {navigationType, destination} = event as NavigateEvent;
  traversalTarget = navigationType === 'traverse' ? destination.key : undefined;
});
// A reload restores the page the browser's way.
if (navigationApi) window.addEventListener('pagehide', () => (window.history.scrollRestoration = 'auto'));

const scrollRestoration: ClientModule = {
  onRouteDidUpdate() {
    if (!navigationApi) return;
    window.history.scrollRestoration = 'manual';
    const entry = navigationApi.currentEntry;
    if (!entry || entry.key !== traversalTarget) return;
    traversalTarget = undefined;
    const saved = positions.get(entry.key);
    if (saved) restore(saved);
  },
};

export default scrollRestoration;
