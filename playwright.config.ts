import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

/**
 * Debian's Chromium: tests never download a browser. Its headless shell (package chromium-headless-shell: the same
 * Chromium build without the desktop browser around it, which is what Playwright itself runs headless tests in) gives
 * the same results in much less time, so it is used where installed; a machine that has only the full browser runs
 * the tests in it.
 */
const installedChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));
const executablePath = process.env.CHROMIUM_PATH || (installedChromium ?? '/usr/bin/chromium');
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  // The authoring-loop test starts `docusaurus start`, which needs the machine's cores for itself: beside the suite's
  // browsers it cannot finish in its time, so it runs on its own, after them (`npm run test:dev-server`, last in
  // `npm test`).
  testIgnore: process.env.DEV_SERVER_TESTS ? [] : ['**/dev-server.spec.ts'],
  globalSetup: './tests/e2e/support/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test may wait up to 15 s for hydration and 15 s more for a long page's lower part (tests/e2e/support/app.ts),
  // which is all of Playwright's default 30 s before the test's own work: limits come from those waits, with room
  // for a machine two to three times slower than the one the tests were written on.
  timeout: 60_000,
  // What a reader waits for after an action (a dialog's code, a lazy chunk, the next page) can outlast Playwright's
  // default 5 s on a busy machine; a check that must come true still fails when it does not.
  expect: {timeout: 15_000, toHaveScreenshot: {stylePath: './tests/e2e/support/screenshots.css'}},
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace snapshots the page at every action, which made long pages' tests several times slower.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath,
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  // A static server for build/ (scripts/lib/serveBuild.mjs says why not `docusaurus serve`).
  webServer: {
    command: `node scripts/serve-build.mjs --port ${port} --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
