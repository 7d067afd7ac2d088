import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {expect, type Page} from '@playwright/test';

/**
 * axe's minified build: `axe.source` is its unminified build, more than twice the size, put into every page scanned.
 */
const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The WCAG 2.2 AA rules whose outcome depends on the colour theme: the rest give the same answer in either one. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe's WCAG 2.2 AA rules (or only `rules`) on the page as it is now, or on the parts `within` selects, and lists
 * any violation under `context`.
 *
 * axe runs in the page itself, put there once per document. `@axe-core/playwright` finishes every scan in a new blank
 * page (it is built for pages with cross-origin frames, which this site has none of), which makes each scan several
 * times slower, and every-route scans each page twice.
 */
export async function expectNoViolations(
  page: Page,
  context: string,
  {rules, within}: {readonly rules?: readonly string[]; readonly within?: string | readonly string[]} = {},
): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const {violations, passes} = await page.evaluate(
    async ({include, runOnly}) => {
      const {axe} = window as unknown as {axe: typeof import('axe-core')};
      // Only violations are listed in full: the other results keep one element each, which made a scan of an API
      // page about a fifth faster. Every rule's outcome is still there.
      const results = await axe.run(include ? {include: include.map((selector) => [selector])} : document, {
        runOnly,
        resultTypes: ['violations'],
      });
      return {
        passes: results.passes.length,
        violations: results.violations.map(
          ({id, help, nodes}) => `${id}: ${help} (${nodes.length}×, e.g. ${nodes[0]?.target.join(' ')})`,
        ),
      };
    },
    {
      include: within === undefined ? undefined : [within].flat(),
      runOnly: rules ? {type: 'rule' as const, values: [...rules]} : {type: 'tag' as const, values: wcagTags},
    },
  );
  expect(violations, `${context}\n${violations.join('\n')}`).toEqual([]);
  // A scan that found nothing to check would pass whatever the page does.
  expect(passes, `${context}: rules that passed`).toBeGreaterThan(0);
}
