// Renders static/img/social-card.jpg (1200×630, the Open Graph size) from the SVG design in scripts/social-card.svg, in Chromium.
// Run after changing scripts/social-card.svg: `node scripts/social-card.mjs`.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {chromiumPath} from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(path.join(root, 'scripts/social-card.svg'), 'utf8');
const browser = await chromium.launch({executablePath: chromiumPath});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
await page.setContent(`<body style="margin:0">${svg}</body>`);
await page.screenshot({path: path.join(root, 'static/img/social-card.jpg'), type: 'jpeg', quality: 85});
await browser.close();
