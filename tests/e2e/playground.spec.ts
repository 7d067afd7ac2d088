import {readdirSync} from 'node:fs';
import {test, expect, type Locator, type Page} from '@playwright/test';
import {readLiveExamples} from '../support/liveExamples';
import {holdScripts, waitForHydration} from './support/app';
import {colourRules, expectNoViolations} from './support/axe';
import {
  canvas,
  docsApiDir,
  editorText,
  expectRendered,
  liveExample,
  openPlayground,
  playground,
  playgroundScripts,
  startupTimeoutMs,
  playgroundTestMs,
  replaceCode,
} from './support/playground';

test.describe.configure({timeout: playgroundTestMs});

const liveFiles = new Set(readLiveExamples(['docs/api']).map(({file}) => file));

/** Every API page's URL and whether its source has a ```tsx live block, read from the docs folder. */
function apiPages(): {readonly url: string; readonly file: string; readonly hasLive: boolean}[] {
  return readdirSync(docsApiDir)
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('_'))
    .map((file) => ({
      file,
      url: `/docs/api/${file.replace(/\.mdx?$/, '')}`,
      hasLive: liveFiles.has(`docs/api/${file}`),
    }));
}

/** The page answers a click on its own UI within a frame or two: the main thread is never blocked. */
async function expectResponsive(page: Page) {
  const started = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        requestAnimationFrame(() => resolve(performance.now() - start));
      }),
  );
  expect(started).toBeLessThan(1000);
}

/** Where the element's top is as the reader sees it: after the next frame is drawn (the page corrects in that frame). */
function topAsDrawn(element: Locator): Promise<number> {
  return element.evaluate(
    (target) =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve(target.getBoundingClientRect().top))),
      ),
  );
}

test.describe('live playground on /docs/api/view', () => {
  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });
  const viewExample = liveExample('view.mdx');

  test('is a highlighted code block before it loads, readable without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/docs/api/view');
    await expect(page.locator('[data-live-example] pre').first()).toContainText('render(');
    // The server wrote the page as it is: no copy of a block left hidden for a script to swap in (React does that
    // for a Suspense boundary whose content was not ready on the server).
    const blocks = page.locator('.theme-code-block');
    expect(await blocks.count()).toBeGreaterThan(1);
    await expect(blocks.filter({visible: false})).toHaveCount(0);
    await context.close();
  });

  test('shows the layers and node types the example produces', async ({page}) => {
    await openPlayground(page, '/docs/api/view');
    const layers = playground(page).getByRole('tree');
    for (const name of ['Profile card', 'Header', 'Avatar', 'Identity', 'Tags', 'Tag / Figma', 'Ada Moreno']) {
      await expect(layers.getByRole('button', {name: new RegExp(`^${name.replace(/[/]/g, '\\/')}`)})).toBeVisible();
    }
    await expect(layers.locator('[data-node-type="FRAME"]', {hasText: 'Profile card'})).toHaveCount(1);
    await expect(layers.locator('[data-node-type="RECTANGLE"]', {hasText: 'Avatar'})).toHaveCount(1);
    await expect(layers.locator('[data-node-type="TEXT"]', {hasText: 'Ada Moreno'})).toHaveCount(1);
    // Yoga laid the row out: the name text sits right of the 48 px avatar, not on top of it.
    const avatarBox = await canvas(page).locator('[data-node-type="RECTANGLE"]').first().boundingBox();
    const identityBox = await canvas(page)
      .locator('g[data-node-id]', {has: page.locator('text')})
      .filter({hasText: 'Ada Moreno'})
      .last()
      .boundingBox();
    expect(avatarBox && identityBox && identityBox.x > avatarBox.x + avatarBox.width - 1).toBe(true);
  });

  test('selecting a layer outlines it on the canvas, and clicking the canvas selects the layer', async ({page}) => {
    await openPlayground(page, '/docs/api/view');
    const tagsRow = playground(page).getByRole('tree').getByRole('button', {name: /^Tags/});
    await tagsRow.click();
    await expect(tagsRow.locator('xpath=..')).toHaveAttribute('aria-selected', 'true');
    const tagsId = await tagsRow.getAttribute('data-node-id');
    await expect(canvas(page).locator(`[data-selection-outline="${tagsId}"]`)).toHaveCount(1);

    const avatarRow = playground(page)
      .getByRole('tree')
      .getByRole('button', {name: /^Avatar/});
    const avatarId = await avatarRow.getAttribute('data-node-id');
    await canvas(page).locator(`g[data-node-id="${avatarId}"] > path`).first().click();
    await expect(avatarRow.locator('xpath=..')).toHaveAttribute('aria-selected', 'true');
    await expect(tagsRow.locator('xpath=..')).toHaveAttribute('aria-selected', 'false');
    await expect(canvas(page).locator(`[data-selection-outline="${avatarId}"]`)).toHaveCount(1);
  });

  test('editing a colour updates the canvas fill', async ({page}) => {
    await openPlayground(page, '/docs/api/view');
    const avatar = canvas(page).locator('g[data-node-type="RECTANGLE"]').first().locator('path').first();
    expect(await editorText(page)).toBe(viewExample);
    await expect(avatar).toHaveAttribute('fill', 'rgb(124, 58, 237)');
    const code = viewExample;
    await replaceCode(page, code.replace("backgroundColor: '#7c3aed'", "backgroundColor: '#00ff00'"));
    await expect(avatar).toHaveAttribute('fill', 'rgb(0, 255, 0)');
    await expectResponsive(page);
  });

  test('a syntax error shows a message with its line and keeps the last canvas, dimmed', async ({page}) => {
    await openPlayground(page, '/docs/api/view');
    const code = viewExample;
    const broken = code.replace('function ProfileCard() {', 'function ProfileCard() {{{ (');
    await replaceCode(page, broken);
    const error = playground(page).getByTestId('playground-error');
    await expect(error).toContainText(/Syntax error at line \d+/);
    await expect(canvas(page).locator('g[data-node-type="FRAME"]').first()).toBeVisible();
    await expect(canvas(page).locator('xpath=..')).toHaveClass(/dimmed/);
    await replaceCode(page, code);
    await expect(error).toHaveCount(0);
  });

  test('a runtime error names the line, and its marked line stays readable (axe)', async ({page}) => {
    await openPlayground(page, '/docs/api/view');
    await replaceCode(
      page,
      "import * as React from 'react';\nimport {render} from 'react-figma';\n\nconst items = undefined as any;\nitems.map(String);\n",
    );
    await expect(playground(page).getByTestId('playground-error')).toContainText(/Error while running at line 5/);
    await expect(playground(page).locator('.pg-error-line')).toHaveCount(1);
    await expectNoViolations(page, 'a marked run-time error line', {within: '.pg-error-line', rules: colourRules});
  });

  test('an unknown import is a clear error', async ({page}) => {
    await openPlayground(page, '/docs/api/view');
    await replaceCode(page, "import * as React from 'react';\nimport lodash from 'lodash';\n");
    await expect(playground(page).getByTestId('playground-error')).toContainText(
      /Import not available at line 2, column \d+: Cannot import "lodash"/,
    );
  });

  test('while(true){} is stopped within 3 s with a message, and the page stays responsive', async ({page}) => {
    await openPlayground(page, '/docs/api/view');
    const code = viewExample;
    // The reader types the loop; its last keystroke completes it. Timed inside the page, from that keystroke's
    // input event to the message, so the test runner's polling delay is not counted.
    await replaceCode(page, `${code}\n`);
    await expect(playground(page).getByTestId('playground-status')).toContainText(/layers rendered/);
    await playground(page).locator('.cm-content').press('ControlOrMeta+End');
    await page.keyboard.type('while (true) {');
    await page.evaluate(() => {
      const timing = ((window as unknown as {loopTiming: {start: number; shown: number}}).loopTiming = {
        start: 0,
        shown: 0,
      });
      document.addEventListener('beforeinput', () => (timing.start ||= performance.now()), {capture: true, once: true});
      const observer = new MutationObserver(() => {
        const error = document.querySelector('[data-testid="playground-error"]');
        if (timing.start && error?.textContent?.includes('more than 2 s')) {
          timing.shown = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, {subtree: true, childList: true, characterData: true});
    });
    await page.keyboard.type('}');
    await expect(playground(page).getByTestId('playground-error')).toContainText(/more than 2 s/, {timeout: 10_000});
    const {start, shown} = await page.evaluate(
      () => (window as unknown as {loopTiming: {start: number; shown: number}}).loopTiming,
    );
    expect(start).toBeGreaterThan(0);
    expect(shown - start).toBeLessThan(3000);
    await expectResponsive(page);
    // The restarted worker renders the next edit, once it has started (a worker start, as long as the first).
    await replaceCode(page, code.replace("backgroundColor: '#7c3aed'", "backgroundColor: '#ff0000'"));
    await expect(playground(page).getByTestId('playground-error')).toHaveCount(0, {timeout: startupTimeoutMs});
    await expect(
      canvas(page).locator('g[data-node-type="RECTANGLE"] path[fill="rgb(255, 0, 0)"]').first(),
    ).toBeVisible();
  });

  test('the code cannot reach cookies or site storage', async ({page}) => {
    await openPlayground(page, '/docs/api/view');
    await replaceCode(
      page,
      "import * as React from 'react';\nimport {Page, Text, render} from 'react-figma';\n" +
        "const seen = [typeof document, typeof localStorage, typeof indexedDB, typeof caches].join(',');\n" +
        'render(<Page name="P" isCurrent><Text name="probe">{seen}</Text></Page>);\n',
    );
    await expect(
      playground(page)
        .getByRole('tree')
        .getByRole('button', {name: /^probe/}),
    ).toBeVisible();
    await expect(canvas(page).locator('text')).toHaveText('undefined,undefined,undefined,undefined');
  });

  test('Reset restores the example, Share puts the code in the URL hash', async ({page}) => {
    await openPlayground(page, '/docs/api/view');
    const code = viewExample;
    await replaceCode(page, code.replace('Ada Moreno', 'Grace Hopper'));
    await playground(page).getByRole('button', {name: 'Share'}).click();
    expect(new URL(page.url()).hash).toMatch(/^#live=/);
    const shared = page.url();
    await playground(page).getByRole('button', {name: 'Reset'}).click();
    expect(await editorText(page)).toBe(code);
    await page.goto('about:blank');
    await page.goto(shared);
    // The shared link starts a new playground once the page has hydrated, and its worker may take as long to start
    // as any first one, on top of the page's own load.
    await waitForHydration(page);
    await expect(
      playground(page)
        .getByRole('tree')
        .getByRole('button', {name: /^Grace Hopper/}),
    ).toBeVisible({timeout: startupTimeoutMs});
    expect(await editorText(page)).toBe(code.replace('Ada Moreno', 'Grace Hopper'));
  });

  test('5,000 nodes render without blocking the page, capped with a notice', async ({page}) => {
    await openPlayground(page, '/docs/api/view');
    await replaceCode(
      page,
      "import * as React from 'react';\nimport {Page, View, render} from 'react-figma';\n" +
        'const cells = Array.from({length: 5000}, (_, i) => <View key={i} name={`Cell ${i}`} style={{width: 4, height: 4, backgroundColor: "#336699"}} />);\n' +
        'render(<Page name="Grid" isCurrent><View name="Grid" style={{width: 400, flexDirection: "row", flexWrap: "wrap"}}>{cells}</View></Page>);\n',
    );
    await expectResponsive(page);
    const notice = playground(page).getByTestId('playground-truncated');
    const error = playground(page).getByTestId('playground-error');
    await expect(notice.or(error)).toBeVisible({timeout: 15_000});
    await expectResponsive(page);
  });
});

test('a reader just below a live example stays on the same line when it becomes the playground', async ({page}) => {
  // On /docs/api/view the live example ends right above this heading, so landing on the heading starts it.
  await page.goto('/docs/api/view#more-examples');
  await waitForHydration(page);
  await page.mouse.move(200, 200);
  const heading = page.locator('h2#more-examples');
  await expect(playground(page)).toBeAttached({timeout: 15_000});
  await expect(playground(page).locator('.cm-content')).toBeAttached();
  // The slot grows in steps (editor, then the rendered preview); once it has the whole playground, it stops.
  await expectRendered(page);
  // Where following the link put it: at the top, below the sticky navbar (its scroll margin). Read as the reader
  // sees it, after a frame is drawn: the page corrects the scroll in that frame, before it is drawn.
  const scrollMarginTop = await heading.evaluate((element) => parseFloat(getComputedStyle(element).scrollMarginTop));
  expect(scrollMarginTop).toBeGreaterThan(0);
  expect(await topAsDrawn(heading)).toBeCloseTo(scrollMarginTop, 0);
});

test('a phone reader who has scrolled past a live example stays on the same line when it becomes the playground', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  // The playground arrives once the reader is past the example, as on a slow network.
  const playgroundCode = await holdScripts(page, playgroundScripts);
  await page.goto('/docs/api/view');
  await waitForHydration(page);
  const slot = page.locator('[data-live-example]').first();
  const lineBelow = slot.locator('xpath=following-sibling::*[1]');
  const scrolledTo = await slot.evaluate((element) => {
    window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY);
    return window.scrollY;
  });
  await page.mouse.wheel(0, 30);
  // Read where the reader is once the wheel has moved the page (on a busy machine its scroll can come late) and the
  // page has stopped moving, then let the playground come.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolledTo + 30);
  const topOfLine = () => lineBelow.evaluate((element) => element.getBoundingClientRect().top);
  let before = await topOfLine();
  await expect
    .poll(async () => {
      const previous = before;
      before = await topOfLine();
      return before === previous;
    })
    .toBe(true);
  expect(before).toBeGreaterThanOrEqual(0);
  playgroundCode.letThrough();
  await expectRendered(page);
  // Within a pixel: the page scrolls by a fractional height, the browser by whole pixels.
  expect(Math.abs((await topAsDrawn(lineBelow)) - before)).toBeLessThanOrEqual(1);
});

test("the playground starts on the reader's first interaction, not on page load", async ({page}) => {
  const playgroundScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/playground[.-]/.test(new URL(request.url()).pathname)) playgroundScripts.push(request.url());
  });
  // The landing page's demo is on the first screen.
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('[data-live-example]')).toBeInViewport();
  await page.waitForLoadState('networkidle');
  expect(playgroundScripts).toEqual([]);
  await expect(playground(page)).toHaveCount(0);
  await page.mouse.move(100, 100);
  await expect(canvas(page)).toBeVisible({timeout: 15_000});
  expect(playgroundScripts.length).toBeGreaterThan(0);
});

test("a keyboard reader in a live example's code goes on in its editor when it becomes the playground", async ({
  page,
}) => {
  // The playground's code is on its way while the reader moves on in the static block, as on a slow network.
  const playgroundCode = await holdScripts(page, playgroundScripts);
  // Its live example is in the page's upper part, which is React's from hydration on: focus in it starts the playground.
  await page.goto('/docs/api/rectangle');
  await waitForHydration(page);
  // Reached from the keyboard: focus, no pointer, no scroll.
  await page.locator('[data-live-example] pre').first().focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-live-example] .type-hint').first()).toBeFocused();
  // The reader reads on from type to type (the arrow keys are the type popups' script, loaded with the first popup).
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-live-example] .type-hint').nth(1)).toBeFocused();
  playgroundCode.letThrough();
  const editor = playground(page).locator('.cm-content');
  await expect(editor).toBeFocused({timeout: startupTimeoutMs});
  await page.keyboard.type('// typed on');
  await expect(editor).toContainText('// typed on');
});

test('the landing page demo is live and shows its layers', async ({page}) => {
  await openPlayground(page, '/');
  const layers = playground(page).getByRole('tree');
  await expect(layers.locator('[data-node-type="TEXT"]', {hasText: 'Ada Lovelace'})).toHaveCount(1);
  await expect(layers.locator('[data-node-type="FRAME"]').first()).toBeVisible();
  await expect(layers.locator('[data-node-type="RECTANGLE"]')).toHaveCount(1);
});

test('pages without a live example load no playground code', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/docs/installation');
  await page.mouse.wheel(0, 5000);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => /playground|cm-editor/.test(url))).toEqual([]);
});

test('every API page shows a live example, and each one renders in the playground without error', async ({page}) => {
  // One playground runs every example, as a reader who pastes it would: starting a playground from its slot is the
  // same component on every page (checked on /docs/api/view, frame and text, and the landing page), and a page load
  // with a worker start per page would cost each page a whole start.
  const pages = apiPages();
  // A playground's start, then two renders per example.
  test.setTimeout(playgroundTestMs + pages.length * 5_000);
  expect(pages.filter(({hasLive}) => !hasLive).map(({file}) => `docs/api/${file} has no \`\`\`tsx live block`)).toEqual(
    [],
  );
  await openPlayground(page, '/docs/api/view');
  await expectRendered(page);
  const layers = playground(page).getByRole('tree');
  const status = playground(page).getByTestId('playground-status');
  const error = playground(page).getByTestId('playground-error');
  for (const {url, file} of pages) {
    const html = await (await page.request.get(url)).text();
    expect(html, `${url} shows its live example`).toContain('data-live-example');
    // A small tree first, so that the example's own render is told apart from the one before it.
    const before = `Before ${file}`;
    await replaceCode(
      page,
      `import * as React from 'react';\nimport {Page, Text, render} from 'react-figma';\n` +
        `render(<Page name="P" isCurrent><Text name="${before}">.</Text></Page>);\n`,
    );
    const beforeLayer = layers.getByRole('button', {name: new RegExp(`^${before}`)});
    await expect(beforeLayer).toBeVisible();
    await replaceCode(page, liveExample(file));
    await expect
      .poll(
        async () => {
          if ((await error.count()) > 0) return `error: ${await error.textContent()}`;
          if ((await beforeLayer.count()) > 0) return 'not rendered';
          return (await status.textContent()) ?? '';
        },
        {message: `the live example of docs/api/${file}`, timeout: startupTimeoutMs},
      )
      .toMatch(/layers rendered/);
    await expect(canvas(page).locator('g[data-node-id]').first()).toBeAttached();
  }
});
