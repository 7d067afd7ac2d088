import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The WCAG 2.2 AA rules whose outcome depends on the colour theme: the rest give the same answer in either one. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe's WCAG 2.2 AA rules (or only `rules`) on the page as it is now, or on the part `within` selects, and lists
 * any violation under `context`.
 */
export async function expectNoViolations(
  page: Page,
  context: string,
  {rules, within}: {readonly rules?: readonly string[]; readonly within?: string} = {},
): Promise<void> {
  const builder = within ? new AxeBuilder({page}).include(within) : new AxeBuilder({page});
  const {violations} = await (rules ? builder.withRules([...rules]) : builder.withTags(wcagTags)).analyze();
  const summary = violations.map(
    ({id, help, nodes}) => `${id}: ${help} (${nodes.length}×, e.g. ${nodes[0]?.target.join(' ')})`,
  );
  expect(summary, `${context}\n${summary.join('\n')}`).toEqual([]);
}
