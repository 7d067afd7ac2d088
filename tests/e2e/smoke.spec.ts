import {test, expect} from '@playwright/test';

test('landing page renders its title', async ({page}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('React Figma');
});
