/** What the playground specs share: finding a live example, opening it as a reader does, reading and editing code. */
import path from 'node:path';
import {expect, type Locator, type Page} from '@playwright/test';
import {scrollToLiveExample} from '../../../scripts/lib/livePlayground.mjs';
import {startupTimeoutMs} from '../../../src/components/Playground/ui/workerClient';
import {liveExampleOf} from '../../support/liveExamples';
import {partReadyMs} from './app';

export {startupTimeoutMs};

export const docsApiDir = path.resolve(__dirname, '../../../docs/api');

/** The playground's code: the chunks named `playground*` (src/components/Playground). */
export const playgroundScripts = '**/assets/js/playground*';

/**
 * The time limit of a test that opens a playground: hydration (15 s allowed), the playground's start
 * (`startupTimeoutMs`), the TypeScript worker's start when the test types (as long again), and the test's own
 * steps, several of which may wait on the worker again; with room for a machine two to three times slower.
 */
export const playgroundTestMs = 120_000;

/**
 * The built file a plugin's file-name helper (e.g. `typeScriptWorkerFileName` of src/plugins/playground) names, with
 * any content hash, in a path or URL.
 */
export function builtFilePattern(fileName: (hash: string) => string): RegExp {
  const [before, after] = fileName('\0')
    .split('\0')
    .map((part) => part!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?:^|/)${before}[0-9a-f]+${after}(?:$|[?#])`);
}

export const playground = (page: Page): Locator => page.getByTestId('playground').first();
export const canvas = (page: Page): Locator => playground(page).getByTestId('playground-canvas');

/** The live example of an API page (`view.mdx`), as written in its source. */
export const liveExample = (file: string): string => liveExampleOf(`docs/api/${file}`);

/** Scrolls to the page's first live example and touches the page, as a reader does; waits for editor and canvas. */
export async function openPlayground(page: Page, url: string): Promise<void> {
  await scrollToLiveExample(page, url);
  // A slot in a long page's lower part waits for that part to render first; then loading the playground's chunks
  // and its worker may take as long as the worker client allows for its start.
  await expect(playground(page)).toBeVisible({timeout: partReadyMs + startupTimeoutMs});
  await expect(playground(page).locator('.cm-content')).toBeVisible({timeout: startupTimeoutMs});
  await expect(canvas(page)).toBeVisible({timeout: startupTimeoutMs});
}

/** Waits until the worker has rendered the current code. */
export async function expectRendered(page: Page): Promise<void> {
  await expect(playground(page).getByTestId('playground-status')).toContainText(/layers rendered/, {
    timeout: startupTimeoutMs,
  });
}

/** Replaces the editor's text the way a reader would: select all, then type/paste. */
export async function replaceCode(page: Page, code: string): Promise<void> {
  // Focus, not click: CodeMirror reads a click's selection asynchronously, which could race Select All.
  await playground(page).locator('.cm-content').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

/** The editor's whole text, through its Copy button (CodeMirror only renders the lines in view). */
export async function editorText(page: Page): Promise<string> {
  await playground(page).getByRole('button', {name: 'Copy', exact: true}).click();
  await expect(playground(page).getByText('Code copied')).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}
