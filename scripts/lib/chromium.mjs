/**
 * The browser the scripts drive: Debian's full Chromium, which readers' Chrome resembles more than the headless shell
 * the tests prefer (playwright.config.ts), unless `CHROMIUM_PATH` names another.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
