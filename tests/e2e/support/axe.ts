import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe's WCAG 2.2 AA rules on the page as it is now and lists any violation under `context`. */
export async function expectNoViolations(page: Page, context: string): Promise<void> {
  const {violations} = await new AxeBuilder({page}).withTags(wcagTags).analyze();
  const summary = violations.map(
    ({id, help, nodes}) => `${id}: ${help} (${nodes.length}×, e.g. ${nodes[0]?.target.join(' ')})`,
  );
  expect(summary, `${context}\n${summary.join('\n')}`).toEqual([]);
}
