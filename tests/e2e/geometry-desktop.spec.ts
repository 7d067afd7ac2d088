/**
 * Every doc page and blog post on a desktop screen: a table that describes props or settings shows its descriptions
 * inside the column (a long type in code breaks across lines rather than widening its column and pushing them out of
 * view), and each code example is read without scrolling it sideways.
 */
import {expect} from '@playwright/test';
import {blogPostRoutes, docRoutes} from '../routes';
import {descriptionsOutOfView, examplesScrollingSideways} from './support/geometry';
import {testOnSharedPage} from './support/sharedPage';

const test = testOnSharedPage({contextOptions: {viewport: {width: 1280, height: 900}}});

for (const route of [...docRoutes, ...blogPostRoutes]) {
  test(`${route} on a desktop screen: every description column and code example is in view`, async ({page}) => {
    // The lower part of a long page is server-rendered, so its tables are in the document as it arrives.
    await page.goto(route);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(await descriptionsOutOfView(page), route).toEqual([]);
    expect(await examplesScrollingSideways(page), route).toEqual([]);
  });
}
