import {spawn} from 'node:child_process';
import type {ChildProcess} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import type {Page} from '@playwright/test';
import {grammarCode, tokenizerCode} from '../unit/prismMarkers';
import {highlightFixture} from '../support/highlightFixture';
import {buildFixtureSite} from '../support/siteCopy';
import {interact, waitForHydration} from './support/app';
import {openPlayground, playground} from './support/playground';
import {wrappedLinesNotIndented} from './support/geometry';

/**
 * Colours from prismjs/themes/*.css, as the browser computes them. Default's keyword #07a is 4.47:1 on #f5f2f0, just
 * under WCAG AA, so the site darkens it to #0073a5 (see readableTokenColour); the others are Prism's own.
 */
const prismDefault = {keyword: 'rgb(0, 115, 165)', background: 'rgb(245, 242, 240)'}; // #0073a5 on #f5f2f0
const tomorrowNight = {keyword: 'rgb(204, 153, 205)', background: 'rgb(45, 45, 45)'}; // #cc99cd on #2d2d2d
const okaidia = {keyword: 'rgb(102, 217, 239)', background: 'rgb(39, 40, 34)'}; // #66d9ef on #272822

const themeTitles = ['Default', 'Dark', 'Funky', 'Okaidia', 'Twilight', 'Coy', 'Solarized Light', 'Tomorrow Night'];

type BlockColours = {readonly keyword: string; readonly background: string};

/** A page whose code blocks are all ordinary TSX (a live example would turn into the playground's editor). */
const codePage = '/docs/colors';

/** The keyword colour and background of every code block on the page. */
async function blockColours(page: Page): Promise<BlockColours[]> {
  const colours = await page.locator('.theme-code-block').evaluateAll((blocks) =>
    blocks.map((block) => ({
      keyword: getComputedStyle(block.querySelector('.token.keyword') ?? block).color,
      background: getComputedStyle(block.querySelector('pre') ?? block).backgroundColor,
    })),
  );
  expect(colours.length).toBeGreaterThan(0);
  return colours;
}

/**
 * Waits until every code block on the page shows `expected`. The blocks are counted on each try: after a client-side
 * navigation a page's lower part, and its blocks, arrive a moment after the rest.
 */
async function expectEveryBlock(page: Page, expected: BlockColours): Promise<void> {
  await expect
    .poll(async () => {
      const blocks = await blockColours(page);
      const matching = blocks.filter(
        ({keyword, background}) => keyword === expected.keyword && background === expected.background,
      );
      return blocks.length > 0 && matching.length === blocks.length ? 'every block' : blocks;
    })
    .toBe('every block');
}

/** Colours of things that are not code, which the code theme must leave alone. */
async function pageColours(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ['body', '.navbar', 'h1', 'h2', 'main p', '.footer', '.button--primary']
      .map((selector) => document.querySelector(selector))
      .filter((element): element is Element => element !== null)
      .map((element) => {
        const style = getComputedStyle(element);
        return `${style.color} ${style.backgroundColor} ${style.borderColor}`;
      }),
  );
}

async function pickTheme(page: Page, title: string): Promise<void> {
  // The blocks' toolbar, picker included, loads on the reader's first interaction.
  await interact(page);
  const picker = page.getByRole('combobox', {name: 'Code theme'});
  // A live example's editor is a code block too, without a picker of its own.
  const block = page.locator('.theme-code-block').filter({has: picker}).first();
  await block.hover();
  await block.getByRole('combobox', {name: 'Code theme'}).selectOption({label: title});
}

test('the production JavaScript holds no Prism grammar and no tokenizer', () => {
  const scriptsDir = 'build/assets/js';
  const scripts = readdirSync(scriptsDir).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  scripts.forEach((file) => {
    const script = readFileSync(path.join(scriptsDir, file), 'utf8');
    expect(script, file).not.toMatch(grammarCode);
    expect(script, file).not.toMatch(tokenizerCode);
  });
});

test.describe('code highlighting themes', () => {
  test('the picker on a code block offers Auto and the eight Prism themes', async ({page}) => {
    await page.goto(codePage);
    const picker = page.locator('.theme-code-block').first().getByRole('combobox', {name: 'Code theme'});
    // The blocks' toolbar, picker included, loads on the reader's first interaction.
    await interact(page);
    await expect(picker).toHaveValue('auto');
    await expect(picker.locator('option')).toHaveText(['Auto', ...themeTitles]);
  });

  test('code is highlighted at build time, and readable with JavaScript off', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(codePage);
    await expect(page.locator('.theme-code-block .token.keyword').first()).toBeVisible();
    await expectEveryBlock(page, prismDefault);
    await context.close();
  });

  test('picking Okaidia recolours every block and nothing else, loading only its style sheet', async ({page}) => {
    const themeSheets: string[] = [];
    page.on('request', (request) => {
      if (/code-theme-[\w-]+\.[0-9a-f]+\.css$/.test(request.url())) {
        themeSheets.push(new URL(request.url()).pathname);
      }
    });
    await page.goto(codePage);
    await expectEveryBlock(page, prismDefault);
    const before = await pageColours(page);
    expect(themeSheets).toEqual([]);

    await pickTheme(page, 'Okaidia');
    await expect(page.locator('html')).toHaveAttribute('data-code-theme', 'prism-okaidia');
    await expectEveryBlock(page, okaidia);
    expect(await pageColours(page)).toEqual(before);
    expect(themeSheets).toHaveLength(1);
    expect(themeSheets[0]).toMatch(/\/code-theme-prism-okaidia\./);
  });

  test('the choice survives navigation and reload, and applies before the app starts', async ({page}) => {
    await page.goto(codePage);
    await pickTheme(page, 'Okaidia');
    await expectEveryBlock(page, okaidia);

    await page.getByRole('link', {name: 'Docs'}).first().click();
    await expect(page).toHaveURL(/\/docs\//);
    await expect(page.locator('html')).toHaveAttribute('data-code-theme', 'prism-okaidia');
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Styling', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/styling$/);
    await expectEveryBlock(page, okaidia);
    await expect(page.locator('.theme-code-block').first().getByRole('combobox', {name: 'Code theme'})).toHaveValue(
      'prism-okaidia',
    );

    await page.reload();
    await expectEveryBlock(page, okaidia);

    // Without the app's JavaScript, only the inline script in <head> can have applied the stored theme.
    await page.route(/\/assets\/js\//, (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-code-theme', 'prism-okaidia');
    await expectEveryBlock(page, okaidia);
  });

  test('Auto shows Default in light mode and Tomorrow Night in dark mode', async ({page}) => {
    await page.goto(codePage);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectEveryBlock(page, prismDefault);

    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    for (let clicks = 0; clicks < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; clicks++) {
      await toggle.click();
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectEveryBlock(page, tomorrowNight);

    await pickTheme(page, 'Default');
    await expectEveryBlock(page, prismDefault);
    await pickTheme(page, 'Auto');
    await expectEveryBlock(page, tomorrowNight);
  });

  test("a live example's editor takes the colours of the picked theme, as the static block did", async ({page}) => {
    await openPlayground(page, '/docs/api/view');
    const editor = playground(page).getByTestId('playground-editor');
    const editorColours = () =>
      editor.evaluate((host) => ({
        keyword: getComputedStyle(host.querySelector('.token.keyword') ?? host).color,
        background: getComputedStyle(host).backgroundColor,
      }));
    await expect.poll(editorColours).toEqual(prismDefault);
    await pickTheme(page, 'Okaidia');
    await expect.poll(editorColours).toEqual(okaidia);
  });

  test('blocks keep their copy and word-wrap buttons', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({width: 420, height: 900});
    await page.goto(codePage);
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    const code = block.locator('code');
    await expect(code).not.toHaveCSS('white-space', 'pre-wrap');
    await block.getByRole('button', {name: /word wrap/i}).click();
    await expect(code).toHaveCSS('white-space', 'pre-wrap');
    // A wrapped line goes on under its own indentation.
    expect(await wrappedLinesNotIndented(code.locator('.token-line'))).toEqual([]);

    await block.getByRole('button', {name: /copy code/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("from 'react-figma';");
    expect(copied).not.toContain('<span');
  });
});

test.describe('on a page full of code blocks (a temporary copy of the site)', () => {
  // The copy is built before the browsers start (./support/globalSetup.ts), or kept from the unit run.
  test.describe.configure({mode: 'serial'});
  const port = Number(process.env.E2E_PORT ?? 4173) + 50;
  const fixtureUrl = `http://127.0.0.1:${port}/highlight-fixture`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    const {outDir} = buildFixtureSite(...highlightFixture);
    server = spawn(
      process.execPath,
      [
        path.join('node_modules/@docusaurus/core/bin/docusaurus.mjs'),
        'serve',
        '--dir',
        outDir,
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        '--no-open',
      ],
      {stdio: 'ignore'},
    );
    await expect
      .poll(
        () =>
          fetch(fixtureUrl).then(
            (response) => response.status,
            () => 0,
          ),
        {timeout: 60_000},
      )
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('picking Okaidia recolours every block, tabs included', async ({page}) => {
    await page.goto(fixtureUrl);
    // Docusaurus's Tabs rebuild their panels once the page has hydrated (the blocks in them with them): read the
    // blocks after that, not a copy on its way out.
    await waitForHydration(page);
    const blocks = await blockColours(page);
    expect(blocks.length).toBeGreaterThanOrEqual(12);
    expect(blocks.map(({background}) => background)).toEqual(blocks.map(() => prismDefault.background));
    await pickTheme(page, 'Okaidia');
    await expect
      .poll(() => blockColours(page).then((all) => all.map(({background}) => background)))
      .toEqual(blocks.map(() => okaidia.background));
    const keywords = await page
      .locator('.theme-code-block .token.keyword')
      .evaluateAll((tokens) => tokens.map((token) => getComputedStyle(token).color));
    expect(keywords.length).toBeGreaterThan(5);
    expect(new Set(keywords)).toEqual(new Set([okaidia.keyword]));
  });

  test('line numbers, highlighted lines and magic comments follow the theme', async ({page}) => {
    await page.goto(fixtureUrl);
    const highlighted = page.locator('.theme-code-block-highlighted-line');
    await expect(highlighted).toHaveCount(4);
    const lightBackground = await highlighted.first().evaluate((line) => getComputedStyle(line).backgroundColor);
    await pickTheme(page, 'Okaidia');
    await expect
      .poll(() => highlighted.first().evaluate((line) => getComputedStyle(line).backgroundColor))
      .not.toBe(lightBackground);
    const numbered = page.locator('.theme-code-block').first();
    await expect(numbered.locator('[class*="codeLineNumber"]')).toHaveCount(5);
    await expect(numbered.locator('code')).toHaveCSS('counter-reset', 'line-count 0');
    await expect(page.locator('pre.language-ts').getByText('highlight-next-line')).toHaveCount(0);
  });
});
