/**
 * The questions users asked in react-figma's issue trackers (tests/fixtures/user-questions.json) are each answered
 * where the fixture says: the page is built and has the heading named as the answer. Search tests read the same
 * fixture for what a question should find, so a renamed heading fails here first, with the question that lost it.
 */
import {test, expect} from '@playwright/test';
import {userQuestions as fixture} from '../support/userQuestions';

test('every answer is a heading on a built page', async ({request}) => {
  const pages = [...new Set(fixture.map(({answer}) => answer.page))];
  const headingIds = new Map<string, Set<string>>();
  for (const page of pages) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(200);
    const html = await response.text();
    // The built HTML is minified: an attribute value may be quoted or not.
    headingIds.set(
      page,
      new Set(
        [...html.matchAll(/<h[1-3]\b[^>]*\bid=(?:"([^"]+)"|([^\s>]+))/g)].map(([, quoted, bare]) => quoted ?? bare),
      ),
    );
  }
  const unanswered = fixture
    .filter(({answer}) => answer.section !== null && !headingIds.get(answer.page)?.has(answer.section))
    .map(({question, answer}) => `"${question}" → ${answer.page}#${answer.section}`);
  expect(unanswered, 'questions whose answering heading is missing').toEqual([]);
});
