/**
 * Every doc page and blog post on a desktop screen: every table fits the column (a long type in code breaks between
 * its words rather than widening its column and pushing the descriptions out of view), no inline code is broken
 * inside a word, and each code example is read without scrolling it sideways.
 */
import {expect} from '@playwright/test';
import {blogPostRoutes, docRoutes} from '../routes';
import {examplesScrollingSideways, inlineCodeBrokenInWords, tablesWiderThanTheirBox} from './support/geometry';
import {testOnSharedPage} from './support/sharedPage';

const test = testOnSharedPage({contextOptions: {viewport: {width: 1280, height: 900}}});

for (const route of [...docRoutes, ...blogPostRoutes]) {
  test(`${route} on a desktop screen: every table and code example fits, no code broken inside a word`, async ({
    page,
  }) => {
    // The lower part of a long page is server-rendered, so its tables are in the document as it arrives.
    await page.goto(route);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(await tablesWiderThanTheirBox(page), route).toEqual([]);
    expect(await examplesScrollingSideways(page), route).toEqual([]);
    expect(await inlineCodeBrokenInWords(page), route).toEqual([]);
  });
}
