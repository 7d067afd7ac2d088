/**
 * Users type questions into the search box. Every question in tests/fixtures/user-questions.json goes through the
 * site's own search, as a reader uses it: the navbar dialog with the built index, one question after another. At
 * least 90 % must list their answering section (the page's intro when the fixture names no section) among the first
 * three results; the misses are printed.
 */
import {test, expect} from '@playwright/test';
import {userQuestions as questions} from '../support/userQuestions';
import {waitForHydration} from './support/app';
const requiredShare = 0.9;
const firstResults = 3;

test(`at least ${requiredShare * 100} % of the users' questions list their answer in the first ${firstResults} results`, async ({
  page,
}) => {
  // The questions are asked one after another, so the test's time grows with the fixture: the page's load, then a
  // second per question, more than twice what one takes on one core of the machine the suite was written on.
  test.setTimeout(30_000 + questions.length * 1_000);
  await page.goto('/docs/API');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', {name: 'Search the docs and blog'});
  const searchBox = dialog.getByRole('combobox', {name: 'Search the docs and blog'});
  const status = dialog.getByRole('status');
  await expect(status).toHaveText('Type to search the docs and the blog.');

  const misses: string[] = [];
  for (const {question, answer} of questions) {
    // Emptied first, so that the results read below are this question's and not the previous one's.
    await searchBox.fill('');
    await expect(status).toHaveText('Type to search the docs and the blog.');
    await searchBox.fill(question);
    await expect(status).toHaveText(/^(\d+ results?\.|No results for .*)$/);
    const hrefs = await dialog
      .getByRole('option')
      .evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''));
    const expected = answer.section === null ? answer.page : `${answer.page}#${answer.section}`;
    const rank = hrefs.indexOf(expected);
    if (rank === -1 || rank >= firstResults) {
      misses.push(
        `"${question}" → ${expected} is ${rank === -1 ? 'not listed' : `result ${rank + 1}`}; ` +
          `first: ${hrefs.slice(0, firstResults).join(', ') || 'none'}`,
      );
    }
  }

  const found = questions.length - misses.length;
  const report = `${found} of ${questions.length} questions found their answer in the first ${firstResults} results`;
  console.log(`${report}.${misses.map((miss) => `\n  ${miss}`).join('')}`);
  expect(found / questions.length, `${report}; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(requiredShare);
});
