/**
 * The reader's code theme in the browser: kept in site storage, shown as `data-code-theme` on <html> (the inline
 * script sets it before first paint), and a theme's style sheet fetched only when that theme is picked.
 */
import {useSyncExternalStore} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';

/** What the plugin hands to the browser (global data of `prism-highlight`). */
export type CodeThemeData = {
  readonly themes: readonly {readonly id: string; readonly title: string}[];
  /** Style sheet URL of each theme that is not in the main CSS bundle. */
  readonly stylesheets: Readonly<Record<string, string>>;
  readonly storage: {readonly type: 'localStorage' | 'sessionStorage'; readonly key: string};
  readonly attribute: string;
  readonly auto: string;
};

const listeners = new Set<() => void>();
/** The latest pick, shown by every picker even while its style sheet is still loading. */
let picked: string | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Calls `onReady` once the style sheet of theme `id` (at `href`; none for a theme in the main CSS) has loaded. */
function loadStylesheet(id: string, href: string | undefined, onReady: () => void): void {
  const existing = document.querySelector<HTMLLinkElement>(`link[data-code-theme-css="${CSS.escape(id)}"]`);
  if (!href || existing?.sheet) {
    onReady();
    return;
  }
  const link = existing ?? document.createElement('link');
  link.addEventListener('load', onReady, {once: true});
  // A failed fetch still switches: the block falls back to Infima's colours instead of keeping a stale choice.
  link.addEventListener('error', onReady, {once: true});
  if (!existing) {
    Object.assign(link, {rel: 'stylesheet', href}).dataset.codeThemeCss = id;
    document.head.appendChild(link);
  }
}

/** Switches every code block to theme `id` (or "auto"); the old theme stays until the new CSS is ready. */
function pickCodeTheme(data: CodeThemeData, id: string): void {
  picked = id;
  try {
    window[data.storage.type].setItem(data.storage.key, id);
  } catch {
    // Storage can be disabled; the choice then lasts until the page is left.
  }
  notify();
  const apply = () => {
    if (picked === id) {
      document.documentElement.setAttribute(data.attribute, id);
      notify();
    }
  };
  loadStylesheet(id, data.stylesheets[id], apply);
}

/** The themes, the current theme's id (or "auto"; "auto" during server rendering) and a setter. */
export function useCodeTheme() {
  const data = usePluginData('prism-highlight') as CodeThemeData;
  const current = useSyncExternalStore(
    subscribe,
    () => picked ?? document.documentElement.getAttribute(data.attribute) ?? data.auto,
    () => data.auto,
  );
  return {themes: data.themes, current, pick: (id: string) => pickCodeTheme(data, id)};
}
