// Shared by the playground's tests and benchmarks: opening a page's first live example as a reader does.

/**
 * Opens `url` and brings its first live example to the middle of the view, then moves the pointer (the playground
 * starts on the reader's first interaction; the scroll may come before the page has hydrated). The slot may be
 * replaced while its page part renders, so nothing waits for it to be stable.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 */
export async function scrollToLiveExample(page, url) {
  await page.goto(url);
  await page
    .locator('[data-live-example]')
    .first()
    .evaluate((slot) => slot.scrollIntoView({block: 'center'}));
  await page.mouse.move(10, 10);
}
