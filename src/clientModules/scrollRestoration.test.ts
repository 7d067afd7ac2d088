// @vitest-environment happy-dom
// The order of events when a reader presses Back before the page they had opened has shown: a browser can finish
// loading that page's code between Back's `navigate` event and its switch of history entries, and the router then
// shows the abandoned page first. The end-to-end journeys met this about once in a few hundred Back presses on a
// loaded machine, too rarely to time from outside the page, so the order is replayed here.
import type {ClientModule} from '@docusaurus/types';
import {afterEach, beforeEach, expect, it, vi} from 'vitest';

class FakeNavigation extends EventTarget {
  currentEntry = {key: 'article'};

  /** What the browser fires before any navigation; the entry changes later, when the navigation commits. */
  navigate(navigationType: 'push' | 'traverse', destinationKey = ''): void {
    this.dispatchEvent(Object.assign(new Event('navigate'), {navigationType, destination: {key: destinationKey}}));
  }
}

let navigation: FakeNavigation;
let scrollY: number;
let routeDidUpdate: () => void;
const scrollTo = vi.fn((_x: number, y: number) => (scrollY = y));

beforeEach(async () => {
  vi.resetModules();
  navigation = new FakeNavigation();
  scrollY = 0;
  vi.stubGlobal('navigation', navigation);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.stubGlobal('scrollTo', scrollTo);
  const module = (await import('./scrollRestoration')) as {default: ClientModule};
  // The module reads the history entry, not the router's location.
  const location = {pathname: '/docs/article', search: '', hash: '', state: undefined};
  routeDidUpdate = () => module.default.onRouteDidUpdate?.({location, previousLocation: null});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  scrollTo.mockClear();
});

it('Back pressed while the next page loads puts the reader back, also when that page shows first', () => {
  scrollY = 1200;
  navigation.navigate('push');
  navigation.currentEntry = {key: 'home'};
  // Back, before the home page has shown: the article is still on screen.
  navigation.navigate('traverse', 'article');
  // The home page's code arrives before the browser switches entries: the router shows it, at the top.
  scrollY = 0;
  routeDidUpdate();
  // The switch: the router shows the article again, scrolled by the framework to the top or to its #hash.
  navigation.currentEntry = {key: 'article'};
  scrollY = 9000;
  routeDidUpdate();
  expect(scrollY).toBe(1200);
});

it('a page opened by a link after an unfinished Back is not scrolled to an old place', () => {
  scrollY = 1200;
  navigation.navigate('push');
  navigation.currentEntry = {key: 'home'};
  navigation.navigate('traverse', 'article');
  navigation.navigate('push');
  navigation.currentEntry = {key: 'next'};
  routeDidUpdate();
  expect(scrollTo).not.toHaveBeenCalled();
});
