import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {measureFirstLoad, pageTypes} from '../../scripts/lib/firstLoad.mjs';

const buildDir = path.resolve(__dirname, '../../build');

test("a code block's toolbar is not part of the first load: it loads on the reader's first interaction", async ({
  page,
  baseURL,
}) => {
  // The built file that holds the toolbar: the only one with the code theme picker's label.
  const scriptsDir = path.join(buildDir, 'assets/js');
  const toolbarFiles = readdirSync(scriptsDir).filter((file) =>
    readFileSync(path.join(scriptsDir, file), 'utf8').includes('"Code theme"'),
  );
  expect(toolbarFiles).toHaveLength(1);
  const toolbarScript = `/assets/js/${toolbarFiles[0]}`;
  const {scripts} = await measureFirstLoad(page, `${baseURL}/docs/colors`, buildDir);
  expect(scripts.map(({file}) => file)).not.toContain(toolbarScript);
  const blocks = page.locator('.theme-code-block');
  await expect(blocks.first().getByRole('button', {name: /copy code/i})).toHaveCount(0);
  // A scroll loads it, and every block gets its buttons (those in the page's lower part once the scroll renders it).
  const toolbarLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === toolbarScript);
  await page.mouse.wheel(0, 2000);
  await toolbarLoaded;
  const blockCount = await blocks.count();
  expect(blockCount).toBeGreaterThan(1);
  await expect(page.getByRole('button', {name: /copy code/i})).toHaveCount(blockCount);
  await expect(page.getByRole('combobox', {name: 'Code theme'})).toHaveCount(blockCount);
});

// `npm run bench` is run by hand, so nothing else would notice it breaking: it measures the build through its own
// server, which a benchmark that blocked the bench's process once left unanswered.
test('npm run bench measures the built pages through its server and reports their budgets', async ({launchOptions}) => {
  // The bench loads every page type in a browser of its own, the work of several page tests: its limits leave room for
  // a machine two to three times slower than the one the tests were written on.
  test.setTimeout(120_000);
  const bench = spawnSync(
    process.execPath,
    ['scripts/bench.mjs', '--reuse-build', '--only', 'First-load'],
    // Any free port, so that runs side by side do not meet; the browser the tests use. A bench that hangs is stopped
    // before the test's own limit, which a synchronous call would not let Playwright enforce.
    {
      encoding: 'utf8',
      env: {...process.env, BENCH_PORT: '0', CHROMIUM_PATH: launchOptions.executablePath},
      timeout: 100_000,
    },
  );
  const output = `${bench.stdout}\n${bench.stderr}`;
  expect(bench.status, output).toBe(0);
  for (const {name, route} of pageTypes) {
    expect(output).toMatch(new RegExp(`^${name} +${route} +JS +[\\d.]+ KB +CSS +[\\d.]+ KB`, 'm'));
  }
  expect(output).toContain('All budgets met.');
});
