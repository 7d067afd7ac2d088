import path from 'node:path';
import {test, expect} from '@playwright/test';
import {budgets, measureFirstLoad, pageTypes, totalBytes} from '../../scripts/lib/firstLoad.mjs';

const buildDir = path.resolve(__dirname, '../../build');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const {name, route} of pageTypes) {
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
