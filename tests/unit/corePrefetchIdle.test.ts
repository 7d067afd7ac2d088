// The patched `window.docusaurus.prefetch` (patches/@docusaurus+core+*.patch): routes are prefetched in idle time.
import {afterEach, describe, expect, it, vi} from 'vitest';
import {stubPrefetchDocument} from './prefetchDocument';

vi.mock('@generated/routes', () => ({
  // A component's `preload` is what hovering a link runs (react-loadable's, in the real routes).
  default: ['/docs/a', '/docs/b', '/docs/c'].map((path) => ({path, exact: true, component: {preload: async () => {}}})),
}));
vi.mock('@generated/routesChunkNames', () => ({
  default: {
    '/docs/a-1a2': {component: 'doc-page', content: 'a'},
    '/docs/b-3b4': {component: 'doc-page', content: 'b'},
    '/docs/c-5c6': {component: 'doc-page', content: 'c'},
  },
}));

type IdleCallback = () => void;

type PatchedDocusaurus = {
  prefetch: (routePath: string) => Promise<unknown> | false;
  preload: (routePath: string) => Promise<unknown> | false;
};

function stubBrowser(): {appended: string[]; idleCallbacks: IdleCallback[]} {
  const appended = stubPrefetchDocument();
  const idleCallbacks: IdleCallback[] = [];
  vi.stubGlobal('navigator', {});
  vi.stubGlobal('requestIdleCallback', (callback: IdleCallback, options: {timeout?: number}) => {
    // Never later than two seconds, idle or not.
    expect(options.timeout).toBe(2000);
    idleCallbacks.push(callback);
  });
  vi.stubGlobal('__webpack_require__', {gca: (chunkName: string) => `/assets/js/${chunkName}.js`});
  return {appended, idleCallbacks};
}

describe('patched route prefetching in @docusaurus/core', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('waits for idle time and prefetches one route per idle callback', async () => {
    const {appended, idleCallbacks} = stubBrowser();
    const {default: docusaurus} = (await import('@docusaurus/core/lib/client/docusaurus.js')) as {
      default: PatchedDocusaurus;
    };
    const done = ['/docs/a', '/docs/b', '/docs/c'].map((route) => docusaurus.prefetch(route));
    // Links in view ask while the page is still hydrating: nothing is done then.
    expect(appended).toEqual([]);
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks.shift()!();
    expect(appended).toEqual(['/assets/js/doc-page.js', '/assets/js/a.js']);
    idleCallbacks.shift()!();
    expect(appended).toEqual(['/assets/js/doc-page.js', '/assets/js/a.js', '/assets/js/b.js']);
    idleCallbacks.shift()!();
    expect(appended.at(-1)).toBe('/assets/js/c.js');
    expect(idleCallbacks).toEqual([]);
    // A call for a route already asked for is refused, as before the patch; the others returned promises.
    expect(docusaurus.prefetch('/docs/a')).toBe(false);
    expect(done.every((promise) => promise instanceof Promise)).toBe(true);
  });

  it('skips a queued route that the reader preloaded (hovered) while it waited', async () => {
    const {appended, idleCallbacks} = stubBrowser();
    const {default: docusaurus} = (await import('@docusaurus/core/lib/client/docusaurus.js')) as {
      default: PatchedDocusaurus;
    };
    const queued = [docusaurus.prefetch('/docs/a'), docusaurus.prefetch('/docs/b')];
    expect(docusaurus.preload('/docs/b')).toBeInstanceOf(Promise);
    idleCallbacks.shift()!();
    idleCallbacks.shift()!();
    expect(appended).toEqual(['/assets/js/doc-page.js', '/assets/js/a.js']);
    await expect(queued[1]).resolves.toBe(false);
  });
});
