/**
 * The authoring loop: `docusaurus start`, which compiles each page when the browser first asks for it and keeps the
 * type tables of earlier runs (src/plugins/dev-server, src/plugins/shared/artefactCache.ts). An author who changes a
 * typed example sees the new type on hover after a reload, without a restart, and after one.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {startDevServer, stderrTail, stopDevServer} from '../../scripts/lib/devServer.mjs';

const root = path.resolve(__dirname, '../..');
const docFile = path.join(root, 'docs/installation.mdx');
const devPort = Number(process.env.E2E_PORT ?? 4173) + 1;
const pageUrl = `http://127.0.0.1:${devPort}/docs/installation`;
/** A cold start compiles the page on the first request: far more than a reload in the browser. */
const startMs = 60_000;
const before = 'const HelloCard = () => (';
const after = 'const HelloCard = (): React.JSX.Element | null => (';
const editedType = /^const HelloCard: \(\) => React\.JSX\.Element \| null$/;

const startServer = () => startDevServer({siteDir: root, port: devPort, timeoutMs: startMs});

async function openInstallation(page: Page): Promise<void> {
  await page.goto(pageUrl, {waitUntil: 'commit', timeout: startMs});
  await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible({timeout: startMs});
}

async function helloCardType(page: Page): Promise<string> {
  const hint = page
    .locator('.type-hint')
    .filter({hasText: /^HelloCard$/})
    .first();
  // Actions wait without limit by default: a hint that never settles fails here, inside the test's time, so the test
  // can still say whether the server was running.
  await hint.scrollIntoViewIfNeeded({timeout: startMs});
  const popup = page.getByRole('tooltip');
  // The popup's code is compiled when the page first asks for it, which on a fresh start takes as long as a page.
  // A hover while the page's lower part is still replacing its first markup lands on a hint that is then gone: the
  // pointer moves away and back, as a reader's would, until the popup shows.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await hint.hover({timeout: startMs});
    await expect(popup).toBeVisible({timeout: startMs / 4});
  }).toPass({timeout: startMs});
  const text = (await popup.textContent()) ?? '';
  await page.keyboard.press('Escape');
  return text;
}

test('a typed example edited during `npm start` shows its new type on hover, and after a restart', async ({page}) => {
  test.setTimeout(6 * startMs);
  const original = readFileSync(docFile, 'utf8');
  expect(original).toContain(before);
  let server = await startServer();
  try {
    await test.step('the first start shows the type', async () => {
      await openInstallation(page);
      expect(await helloCardType(page)).toBe('const HelloCard: () => React.JSX.Element');
    });

    await test.step('an edit shows its new type after a reload', async () => {
      // The block sits in the page's lower part, which keeps its first markup until a reload.
      writeFileSync(docFile, original.replace(before, after));
      await expect
        .poll(
          async () => {
            await page.reload({waitUntil: 'domcontentloaded'});
            return helloCardType(page);
          },
          {timeout: 2 * startMs},
        )
        .toMatch(editedType);
    });

    await test.step('a restart keeps the new type', async () => {
      await stopDevServer(server);
      server = await startServer();
      await openInstallation(page);
      expect(await helloCardType(page)).toMatch(editedType);
    });
  } catch (error) {
    const state = server.exitCode ?? server.signalCode;
    // Its bundler has aborted once: a failure says whether the server was still running, and its last words.
    if (state === null) throw error;
    throw new Error(`The dev server had stopped (${state}):\n${stderrTail(server)}`, {cause: error});
  } finally {
    writeFileSync(docFile, original);
    await stopDevServer(server);
  }
});
