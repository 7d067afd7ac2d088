// Prints first-load JS and CSS (gzip -9) of each page type and exits non-zero over budget. Needs BENCH_BASE_URL.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {budgets, measureFirstLoad, pageTypes, totalBytes} from '../../lib/firstLoad.mjs';
import {chromiumPath} from '../../lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const baseUrl = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:4310';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const browser = await chromium.launch({executablePath: chromiumPath});
let over = false;
try {
  for (const {name, route} of pageTypes) {
    const page = await browser.newPage();
    const {scripts, stylesheets} = await measureFirstLoad(page, `${baseUrl}${route}`, path.join(root, 'build'));
    const js = totalBytes(scripts);
    const css = totalBytes(stylesheets);
    const jsOver = js > budgets.scriptBytes;
    const cssOver = css > budgets.stylesheetBytes;
    over ||= jsOver || cssOver;
    console.log(
      `${name.padEnd(10)} ${route.padEnd(36)} JS ${kb(js).padStart(9)}${jsOver ? ' OVER' : ''}  CSS ${kb(css).padStart(8)}${cssOver ? ' OVER' : ''}  biggest ${scripts[0]?.file} ${kb(scripts[0]?.bytes ?? 0)}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`budgets: JS ≤ ${kb(budgets.scriptBytes)}, CSS ≤ ${kb(budgets.stylesheetBytes)} per page (gzip -9)`);
process.exit(over ? 1 : 0);
