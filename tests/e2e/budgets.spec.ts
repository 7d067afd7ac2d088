import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {budgets, measureFirstLoad, pageTypes, totalBytes} from '../../scripts/lib/firstLoad.mjs';
import {specRoutes} from '../routes';

const buildDir = path.resolve(__dirname, '../../build');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// The five page types the issue names, then every other route: each doc and blog post is a page of one of those
// types, and one with more code on its first screen than the representative must keep to the budget too.
const representatives = new Set(pageTypes.map(({route}) => route));
const pagesToCheck = [
  ...pageTypes,
  ...specRoutes.filter((route) => !representatives.has(route)).map((route) => ({name: 'route', route})),
];

for (const {name, route} of pagesToCheck) {
  test(`${name} (${route}) stays within the first-load budgets`, async ({page, baseURL}) => {
    const {scripts, stylesheets} = await measureFirstLoad(page, `${baseURL}${route}`, buildDir);
    expect(scripts.length).toBeGreaterThan(0);
    const js = totalBytes(scripts);
    const css = totalBytes(stylesheets);
    const files = scripts.map(({file, bytes}) => `${file} ${kb(bytes)}`).join(', ');
    expect(
      js,
      `${name} ${route}: first-load JS ${kb(js)} gzip is over ${kb(budgets.scriptBytes)}; biggest file ${scripts[0].file} (${kb(scripts[0].bytes)}); all: ${files}`,
    ).toBeLessThanOrEqual(budgets.scriptBytes);
    expect(
      css,
      `${name} ${route}: first-load CSS ${kb(css)} gzip is over ${kb(budgets.stylesheetBytes)}; biggest file ${stylesheets[0]?.file}`,
    ).toBeLessThanOrEqual(budgets.stylesheetBytes);
  });
}

test("a code block's toolbar loads after the page has hydrated, on its own", async ({page, baseURL}) => {
  // The built file that holds the toolbar: the only one with the code theme picker's label.
  const scriptsDir = path.join(buildDir, 'assets/js');
  const toolbarFiles = readdirSync(scriptsDir).filter((file) =>
    readFileSync(path.join(scriptsDir, file), 'utf8').includes('"Code theme"'),
  );
  expect(toolbarFiles).toHaveLength(1);
  const toolbarScript = `/assets/js/${toolbarFiles[0]}`;
  const {scripts} = await measureFirstLoad(page, `${baseURL}/docs/colors`, buildDir);
  expect(scripts.map(({file}) => file)).not.toContain(toolbarScript);
  // Then it loads, and every block gets its buttons (those in the page's lower part once a scroll renders it).
  await page.mouse.wheel(0, 2000);
  const blocks = page.locator('.theme-code-block');
  const blockCount = await blocks.count();
  expect(blockCount).toBeGreaterThan(1);
  await expect(page.getByRole('button', {name: /copy code/i})).toHaveCount(blockCount);
  await expect(page.getByRole('combobox', {name: 'Code theme'})).toHaveCount(blockCount);
});
