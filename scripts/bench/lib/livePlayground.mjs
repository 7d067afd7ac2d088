// Shared by the playground benchmarks: opening a page's first live example as a reader does.

/**
 * Opens `url` and brings its first live example to the middle of the view, then moves the pointer (the playground
 * starts on the reader's first interaction). The slot may be replaced while its page part renders, so nothing waits
 * for it to be stable.
 */
export async function scrollToLiveExample(page, base, url) {
  await page.goto(base + url);
  await page
    .locator('[data-live-example]')
    .first()
    .evaluate((slot) => slot.scrollIntoView({block: 'center'}));
  await page.mouse.move(10, 10);
}
