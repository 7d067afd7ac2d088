/**
 * Reader journeys, at desktop and phone size (one page of each type at both, the others at one: `walkSizes`). Every
 * internal link with a #hash to its own page that a built page shows (content, table of contents, sidebar, footer) is
 * clicked as a reader clicks it, with the pointer, once it is scrolled into view, and must land with its target's top
 * within 200 px under the navbar. A #hash target on another page is followed from the first page (in the route list's
 * order) that links to it from each kind of place (content, table of contents, …): links of one kind to one target take
 * the same path. A heading's own anchor link (shown on hover, so at desktop size only) is clicked where no other link
 * on its page leads to that heading. A link without a hash lands at the top of its page. Back from another page brings
 * back what the reader saw; from one page of each type, so from some cross-page #hash targets too, Forward does as
 * well. The links come from the production build, so a new page or heading is covered without editing this file. The
 * not-found page's suggestions are followed the same way, and so is one search result of each kind of target; every
 * search result's heading must be on its page.
 */
import {expect, type Locator, type Page} from '@playwright/test';
import {siteRoutes} from '../routes';
import {builtLinks, builtPlaceOf, builtTitle, regionSelectors, type BuiltLink, type Region} from './support/builtLinks';
import {waitForHydration} from './support/app';
import {playgroundScripts} from './support/playground';
import {clickWithin, withStallReport} from './support/progress';
import {testOnSharedPage} from './support/sharedPage';

/** How far below the navbar a target's top may land. */
const landingWindow = 200;

const viewports = {
  desktop: {width: 1280, height: 800},
  phone: {width: 390, height: 844},
} as const;

/** One page of each type: links to other pages from these are followed Back and Forward, from the others Back. */
const backAndForwardPages = new Set([
  '/',
  '/blog',
  '/blog/2020/07/05/devtools-support',
  '/docs/architecture',
  '/docs/api/view',
]);

/**
 * The sizes each route's walk runs at. A page's links are the same at both sizes; what differs is how a reader reaches
 * them (the phone's "On this page" menu and navigation drawer, the desktop's heading anchors). Every page type is
 * walked at both sizes (the pages above); the other routes take turns, so each size still walks half of every kind of
 * page, in half the time of walking all of them twice.
 */
const walkSizes = (route: string, index: number): readonly (keyof typeof viewports)[] => {
  if (backAndForwardPages.has(route)) return ['desktop', 'phone'];
  return index % 2 === 0 ? ['desktop'] : ['phone'];
};

const pathOf = (url: URL | string) => new URL(url, 'http://site').pathname.replace(/(.)\/$/, '$1');

/**
 * Checks right after a click come often: most links have landed by the next frame. (A page change that takes seconds
 * on a busy machine still fits the configured expect timeout.)
 */
const landingPolls = {intervals: [25, 50, 100, 250, 500, 1000]};

/** What `installJourneyChecks` gives the page. */
type JourneyChecks = {
  /**
   * 'ok' when the element with `id` has its top within `landingWindow` px under the navbar, or is in view on a page
   * scrolled to its end (a heading near the bottom cannot rise any higher); with no `id`, when the page shows its h1
   * and is at its top. Otherwise where things are.
   */
  readonly landing: (id: string) => string;
  /**
   * Resolves once the page's finite animations, and its CSS transitions that can move, resize or hide something, have
   * finished. A colour fading in (the table of contents marks its active link after every click) never keeps a reader
   * from clicking, so the test does not wait for it either.
   */
  readonly settled: () => Promise<unknown>;
};
/** The page's window, once `installJourneyChecks` has run (the page's functions are not the test's). */
type JourneyWindow = typeof window & {readonly journeyChecks: JourneyChecks};

/** Runs in every page before its own scripts: the checks that the tests and the in-page link walk share. */
function installJourneyChecks(landingWindow: number): void {
  const paintOnly = new Set(['color', 'background-color', 'border-color', 'box-shadow', 'fill', 'outline-color']);
  const checks: JourneyChecks = {
    landing(id) {
      if (!id) {
        const heading = document.querySelector('h1');
        if (!heading?.checkVisibility() || heading.getBoundingClientRect().height === 0) return 'no h1 in view';
        return window.scrollY === 0 ? 'ok' : `scrollY ${Math.round(window.scrollY)}, not the top`;
      }
      const target = document.getElementById(id);
      if (!target) return `#${id} is not on the page`;
      const navbarBottom = document.querySelector('nav.navbar')?.getBoundingClientRect().bottom ?? 0;
      const {top} = target.getBoundingClientRect();
      const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
      const underNavbar = top >= navbarBottom - 1;
      if (underNavbar && (top <= navbarBottom + landingWindow || (atEnd && top < window.innerHeight))) return 'ok';
      return `#${id} top at ${Math.round(top)} px, navbar ends at ${Math.round(navbarBottom)} px, scrollY ${Math.round(window.scrollY)}`;
    },
    settled: () => {
      const moving = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .filter((animation) => !(animation instanceof CSSTransition && paintOnly.has(animation.transitionProperty)));
      const finished = Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
      // A paused animation never finishes: after 10 s the walk goes on, and a link it hides fails with what covers it.
      return Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    },
  };
  Object.assign(window, {journeyChecks: checks});
}

const landing = (page: Page, id: string) =>
  page.evaluate((id) => (window as JourneyWindow).journeyChecks.landing(id), id);

/**
 * 'ok' when the page shown is the built page at `pagePath`, else what it shows: after a click, Back or Forward the app
 * shows the page the reader left, at the new URL, until the other page's code has come.
 */
async function pageShown(page: Page, pagePath: string): Promise<string> {
  const title = await page.title();
  return title === builtTitle(pagePath) ? 'ok' : `still showing "${title}"`;
}
const settled = (page: Page) =>
  page.evaluate(async () => void (await (window as JourneyWindow).journeyChecks.settled()));

/** The URL and the landing, in one poll. */
async function expectLanded(
  page: Page,
  link: Pick<BuiltLink, 'href' | 'targetPath' | 'targetId'> & {readonly region?: string},
  from: string,
): Promise<void> {
  const message = `${link.region ?? ''} link ${link.href} followed from ${from}`;
  await expect
    .poll(
      async () => {
        if (pathOf(page.url()) !== link.targetPath) return `still at ${pathOf(page.url())}`;
        const shown = await pageShown(page, link.targetPath);
        return shown === 'ok' ? landing(page, link.targetId) : shown;
      },
      {message, ...landingPolls},
    )
    .toBe('ok');
}

/**
 * Where a phone keeps links out of view until the reader opens them, and the button that opens each: its "On this
 * page" menu, and its navigation drawer for the navbar's and the sidebar's links.
 */
const collapsedRegionToggles: Partial<Record<Region, string>> = {
  toc: '.theme-doc-toc-mobile button',
  navbar: 'button.navbar__toggle',
  sidebar: 'button.navbar__toggle',
};

/** Opens what hides the link at this size, as a reader does. The link as shown, or undefined when this size does not show it. */
async function reveal(page: Page, link: BuiltLink): Promise<Locator | undefined> {
  const anchor = shownLink(page, link);
  const toggleSelector = collapsedRegionToggles[link.region];
  // A reader waits for a drawer or menu that is still closing after a navigation before reaching into it. Nothing
  // else on the page hides a link, so other links are reached for at once.
  if (toggleSelector) await settled(page);
  if ((await anchor.count()) > 0) return anchor;
  const toggle = toggleSelector && page.locator(toggleSelector);
  if (!toggle || !(await toggle.isVisible())) return undefined;
  await clickWithin(toggle);
  await anchor.waitFor({state: 'visible'});
  return anchor;
}

/**
 * Follows links to the page's own headings in the page itself, one after another, as `clickAsReader` and
 * `expectLanded` do for one: it opens what hides the link, scrolls the link to the middle of the view, checks that
 * nothing covers its centre (where a pointer would click), clicks it, and waits up to 5 s for its target to land.
 * Playwright's pointer click waits two frames for the link to stand still and takes several calls to the page per
 * link; on the long API pages that was most of the suite's time. Returns the links the page does not show at this
 * size, and what went wrong with the others.
 */
async function followInPage(
  page: Page,
  links: readonly BuiltLink[],
): Promise<{readonly notShown: string[]; readonly failures: string[]}> {
  const walk = page.evaluate(
    async ({links, regionSelectors, collapsedRegionToggles}) => {
      const {landing, settled} = (window as JourneyWindow).journeyChecks;
      // What the walk is doing, for the test to report if it ever stops answering (support/progress.ts).
      const step = (doing: string) => Object.assign(window, {pageStep: doing});
      // A frame, or 100 ms when a busy machine draws none: every wait below ends at its own deadline.
      const nextFrame = () =>
        new Promise((resolve) => {
          requestAnimationFrame(resolve);
          setTimeout(resolve, 100);
        });
      const shown = (link: (typeof links)[number]) =>
        Array.from(document.querySelectorAll<HTMLElement>(regionSelectors[link.region])).find(
          (element) => element.getAttribute('href') === link.href && element.checkVisibility(),
        );
      // As Playwright's click does: the link's first line box in the middle of the view, still for a frame, and
      // nothing over its centre. The link is looked up again on every try: a long page's lower part swaps its server
      // HTML for the same links once its code loads. The link when it is ready, else what stands in the way after 5 s.
      const bringToClickPoint = async (link: (typeof links)[number]) => {
        const deadline = performance.now() + 5000;
        let blocker = '';
        do {
          const anchor = shown(link);
          if (!anchor) {
            blocker = 'gone from the page';
            await nextFrame();
            continue;
          }
          anchor.scrollIntoView({block: 'center', behavior: 'instant'});
          await nextFrame();
          const before = anchor.getClientRects()[0];
          await nextFrame();
          const box = anchor.getClientRects()[0];
          if (!box || box.top !== before?.top || box.left !== before.left) {
            blocker = 'still moving';
            continue;
          }
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (hit && anchor.contains(hit)) return anchor;
          blocker = `covered by ${hit?.outerHTML.slice(0, 80) ?? 'nothing: outside the view'}`;
        } while (performance.now() < deadline);
        return blocker;
      };
      const notShown: string[] = [];
      const failures: string[] = [];
      for (const link of links) {
        const name = `${link.region} ${link.href}`;
        step(`revealing ${name}`);
        const toggleSelector = collapsedRegionToggles[link.region];
        if (toggleSelector) await settled();
        let anchor = shown(link);
        const toggle = toggleSelector ? document.querySelector<HTMLElement>(toggleSelector) : null;
        if (!anchor && toggle?.checkVisibility()) {
          toggle.click();
          await nextFrame();
          await settled();
          anchor = shown(link);
        }
        if (!anchor) {
          notShown.push(name);
          continue;
        }
        step(`bringing ${name} to the click point`);
        const ready = await bringToClickPoint(link);
        if (typeof ready === 'string') {
          failures.push(`${name}: ${ready}`);
          continue;
        }
        step(`waiting for ${name} to land`);
        ready.click();
        const deadline = performance.now() + 5000;
        let where = landing(link.targetId);
        while (where !== 'ok' && performance.now() < deadline) {
          await nextFrame();
          where = landing(link.targetId);
        }
        if (where !== 'ok') failures.push(`${name}: ${where}`);
      }
      step('done');
      return {notShown, failures};
    },
    {links, regionSelectors, collapsedRegionToggles},
  );
  // Every step of the walk ends at its own deadline (20 s at most); one that shows no progress for 30 s means the page
  // stopped answering, and the test says where instead of running into its own time limit.
  return withStallReport(page, walk);
}

/** The link as the page shows it now (count 0 when the page does not show it at this size). */
function shownLink(page: Page, link: BuiltLink): Locator {
  return page
    .locator(regionSelectors[link.region])
    .and(page.locator(`[href="${link.href}"]`))
    .filter({visible: true})
    .first();
}

/**
 * Brings the link to the middle of the view, as a reader scrolls to what they are about to click. A long page's lower
 * part may swap its server HTML for the rendered part between finding the link and scrolling to it (on a busy machine
 * that swap can come seconds after the scroll that asked for it): a link no longer in the page is found again.
 */
async function scrollToLink(anchor: Locator): Promise<void> {
  await expect(async () => {
    const scrolled = await anchor.evaluate((element) => {
      element.scrollIntoView({block: 'center'});
      return element.isConnected;
    });
    expect(scrolled, 'the link was still in the page when scrolled to').toBe(true);
  }).toPass();
}

/**
 * Clicks the link as a reader does: Playwright's click scrolls it into view when it is not, waits until it stands
 * still and checks that nothing covers it. False when the page does not show it at this size.
 */
async function clickAsReader(page: Page, link: BuiltLink): Promise<boolean> {
  const anchor = await reveal(page, link);
  if (!anchor) return false;
  await clickWithin(anchor);
  return true;
}

const topOf = async (locator: Locator) => Math.round((await locator.boundingBox())?.y ?? Number.NaN);

/** `measure()` once the page shown is `pagePath`, else NaN (which no check accepts). */
async function measuredOn(page: Page, pagePath: string, measure: () => Promise<number>): Promise<number> {
  return (await pageShown(page, pagePath)) === 'ok' ? measure() : Number.NaN;
}

/**
 * Follows a link to another page, then Back (the link is where it was when the reader clicked it) and, with
 * `forward`, Forward (the target is where it landed) and Back again. Leaves the page on the link's page.
 */
async function followAndBack(page: Page, link: BuiltLink, {forward}: {readonly forward: boolean}): Promise<void> {
  const anchor = await reveal(page, link);
  if (!anchor) throw new Error(`${link.region} link ${link.href} is not shown on ${link.page}`);
  await scrollToLink(anchor);
  // Where the reader was: the link itself, or the page's scroll for a link in the navbar or its drawer, which close.
  const inPageFlow = link.region !== 'navbar' && link.region !== 'sidebar';
  const readerPlace = () =>
    measuredOn(page, link.page, () => (inPageFlow ? topOf(anchor) : page.evaluate(() => Math.round(window.scrollY))));
  const placeLeft = await readerPlace();
  await clickWithin(anchor);
  await expectLanded(page, link, link.page);
  // A page opened without a hash is at its top; one opened at a heading has it under the navbar.
  const targetTop = () =>
    measuredOn(page, link.targetPath, () =>
      link.targetId ? topOf(page.locator(`[id="${link.targetId}"]`)) : page.evaluate(() => -window.scrollY),
    );
  const landedAt = await targetTop();
  const back = async () => {
    await page.goBack();
    await expect(page).toHaveURL((url) => pathOf(url) === pathOf(link.page));
    // Within 2 px: the page puts the element back at a fractional offset, the browser scrolls by whole pixels.
    await expect
      .poll(async () => Math.abs((await readerPlace()) - placeLeft), {
        message: `Back from ${link.href} to ${link.page}`,
        ...landingPolls,
      })
      .toBeLessThanOrEqual(2);
  };
  await back();
  if (!forward) return;
  await page.goForward();
  await expect
    .poll(async () => Math.abs((await targetTop()) - landedAt), {
      message: `Forward to ${link.href} from ${link.page}`,
      ...landingPolls,
    })
    .toBeLessThanOrEqual(2);
  await back();
}

const test = testOnSharedPage({
  async prepare(page) {
    // The live examples stay the static code blocks they are before the reader touches the page: each one that
    // starts its playground (editor and worker) changes height some seconds later, while these tests measure where
    // things are. tests/e2e/playground.spec.ts checks that a reader's place survives that change.
    await page.route(playgroundScripts, (route) => route.abort());
    await page.addInitScript(installJourneyChecks, landingWindow);
  },
});

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`on a ${size} screen`, () => {
    test.beforeEach(({page}) => page.setViewportSize(viewport));
    /** Cross-page targets already followed at this size, with the kind of link that leads there. */
    const followedTargets = new Set<string>();

    for (const [index, route] of siteRoutes.entries()) {
      if (!walkSizes(route, index).includes(size as keyof typeof viewports)) continue;
      const here = pathOf(route);
      const links = builtLinks(route).filter(
        // Heading anchors show on hover, which a phone does not have.
        (link) => size === 'desktop' || link.region !== 'heading anchor',
      );
      const samePage = links.filter(
        (link) =>
          link.targetId &&
          link.targetPath === here &&
          // A heading's anchor, already next to the reader's pointer, adds nothing to another link to that heading.
          (link.region !== 'heading anchor' ||
            !links.some((other) => other !== link && other.targetPath === here && other.targetId === link.targetId)),
      );
      // The first link of each region is clicked with Playwright's pointer, the others in the page (`followInPage`).
      const pointerClicked = samePage.filter(
        (link, index) => samePage.findIndex((other) => other.region === link.region) === index,
      );
      const followedInPage = samePage.filter((link) => !pointerClicked.includes(link));
      const otherPages = links.filter((link) => link.targetPath !== here);
      const crossPageHashes = otherPages.filter((link) => {
        const target = `${link.region} ${link.targetPath}#${link.targetId}`;
        if (!link.targetId || followedTargets.has(target)) return false;
        followedTargets.add(target);
        return true;
      });
      // Links without a hash all behave alike: one per page is followed, the first its content shows.
      const plain =
        otherPages.find((link) => !link.targetId && link.region === 'content') ??
        otherPages.find((link) => !link.targetId);

      const forward = backAndForwardPages.has(route);
      test(`${route}: #hash links land on their target, other pages open at the top, ${forward ? 'Back and Forward restore' : 'Back restores'}`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        await page.goto(route);
        await waitForHydration(page);
        const notShown: string[] = [];
        for (const link of pointerClicked) {
          if (await clickAsReader(page, link)) await expectLanded(page, link, route);
          else notShown.push(`${link.region} ${link.href}`);
        }
        const inPage = await followInPage(page, followedInPage);
        expect(inPage.failures, `${route}: links to its own headings`).toEqual([]);
        notShown.push(...inPage.notShown);
        for (const link of crossPageHashes) {
          if ((await shownLink(page, link).count()) === 0) notShown.push(`${link.region} ${link.href}`);
          else await followAndBack(page, link, {forward});
        }
        if (plain && forward) await followAndBack(page, plain, {forward: true});
        if (plain) {
          expect(await clickAsReader(page, plain), `${plain.region} ${plain.href} is shown`).toBe(true);
          await expectLanded(page, plain, route);
        }
        // At desktop size a page shows every link its server HTML has; a phone leaves out the blog's table of contents.
        const expectedHidden =
          size === 'phone' && route.startsWith('/blog/') ? (entry: string) => entry.startsWith('toc ') : () => false;
        expect(notShown.filter((entry) => !expectedHidden(entry))).toEqual([]);
        test.info().annotations.push({
          type: 'links followed',
          description: `${samePage.length + crossPageHashes.length - notShown.length} with a hash, ${plain ? 1 : 0} without`,
        });
      });
    }

    test('search results lead to their headings, and one of each kind opens its page there', async ({page}) => {
      const start = '/docs/API';
      await page.goto(start);
      await waitForHydration(page);
      const indexUrl = await page.locator('meta[name="rf-search-index"]').getAttribute('content');
      const index = (await (await page.request.get(indexUrl!)).json()) as {
        storedFields: Record<string, {route: string; anchor: string; heading: string}>;
      };
      const sections = Object.values(index.storedFields)
        .filter((section) => section.anchor)
        .map((section) => ({...section, place: builtPlaceOf(section.route, section.anchor)}));
      expect(
        sections.filter(({place}) => !place).map(({route, anchor}) => `${route}#${anchor}`),
        'results whose page has no such heading',
      ).toEqual([]);
      // Followed: results whose heading no other page has (the search box finds them by it), one of each kind of
      // target. The way a result opens its page is the same for every page of a kind; what differs is whether the
      // heading is in a long page's lower part, and whether the page is a doc or a blog post.
      const headingCount = new Map<string, number>();
      for (const {heading} of sections) headingCount.set(heading, (headingCount.get(heading) ?? 0) + 1);
      const unique = sections.filter(({heading}) => headingCount.get(heading) === 1);
      const inDocs = (place: string) =>
        unique.filter((section) => section.route.startsWith('/docs/') && section.place === place);
      const lowerParts = inDocs('lower part');
      // The lower part of the page the reader is on, then a blog post, a doc's upper part, another doc's lower part.
      const followed = [
        lowerParts.find(({route}) => route === start),
        unique.filter(({route}) => route.startsWith('/blog/')).at(-1),
        inDocs('upper part').find(({route}) => route !== start),
        lowerParts.filter(({route}) => route !== start).at(-1),
      ];
      for (const section of followed) {
        expect(section, 'a result of each kind').toBeDefined();
        const from = pathOf(page.url());
        await clickWithin(page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search'}));
        const searchBox = page.getByRole('combobox', {name: 'Search the docs and blog'});
        await searchBox.fill(section!.heading);
        const href = `${section!.route}#${section!.anchor}`;
        await clickWithin(page.locator(`[role="option"][href="${href}"]`));
        await expectLanded(page, {href, targetPath: section!.route, targetId: section!.anchor}, `search on ${from}`);
      }
    });

    test("the not-found page's suggestions open their pages at the top, and Back returns to it", async ({page}) => {
      test.setTimeout(120_000);
      await page.goto('/docs/api/veiw');
      await waitForHydration(page);
      const suggestions = page.getByRole('region', {name: 'Did you mean'}).getByRole('link');
      await expect(suggestions.first()).toBeVisible();
      const hrefs = await suggestions.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        await clickWithin(page.locator(`main [href="${href}"]`));
        await expectLanded(
          page,
          {href, targetPath: pathOf(href), targetId: decodeURIComponent(new URL(href, 'http://site').hash.slice(1))},
          'the not-found page',
        );
        await page.goBack();
        await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
      }
    });
  });
}
