/**
 * A page that stops answering, or stops drawing, fails its test in time and says so, instead of running into the
 * test's limit with no word of where. A long piece of work done inside the page reports each step it takes in
 * `window.pageStep` (code that runs in the page cannot call this module).
 */
import type {Locator, Page} from '@playwright/test';

type StepWindow = typeof window & {pageStep?: string};

/** What `work` settles to, or `fallback` after `ms`: a call into a page that stopped answering never settles. */
export async function settleWithin<T, F>(work: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Resolves with `work`, or fails once the page has shown no new step for `stallMs`: with the last step it reported,
 * or with the page's URL when it does not answer at all.
 */
export async function withStallReport<T>(page: Page, work: Promise<T>, stallMs = 30_000): Promise<T> {
  let watch: ReturnType<typeof setInterval> | undefined;
  const stalled = new Promise<never>((_, reject) => {
    let lastStep = 'not started';
    let lastChange = Date.now();
    watch = setInterval(() => {
      const step = page.evaluate(() => (window as StepWindow).pageStep ?? 'not started');
      void settleWithin(step, stallMs, undefined).then(
        (doing) => {
          if (doing !== undefined && doing !== lastStep) [lastStep, lastChange] = [doing, Date.now()];
          else if (Date.now() - lastChange > stallMs) {
            clearInterval(watch);
            const answer = doing === undefined ? `, and the page at ${page.url()} no longer answers` : '';
            reject(new Error(`No progress for ${stallMs / 1000} s; the last step was ${lastStep}${answer}.`));
          }
        },
        () => undefined,
      );
    }, 2000);
  });
  try {
    return await Promise.race([work, stalled]);
  } finally {
    clearInterval(watch);
  }
}

/**
 * Clicks `target` as Playwright does (in view, standing still, nothing over it), for at most `timeout` ms. Playwright
 * finds "standing still" by counting the page's animation frames, so when the browser stops drawing the page it
 * waits to the test's limit with no word of why; this click fails in time and says whether the page still draws.
 */
export async function clickWithin(target: Locator, timeout = 30_000): Promise<void> {
  try {
    await target.click({timeout});
  } catch (error) {
    const frame = target.page().evaluate(
      () =>
        new Promise<string>((resolve) => {
          requestAnimationFrame(() => resolve('The page still draws frames.'));
          setTimeout(
            () => resolve(`The page drew no frame in 2 s (its document is ${document.visibilityState}).`),
            2000,
          );
        }),
    );
    const drawing = await settleWithin(
      frame.catch(() => 'The page is gone.'),
      10_000,
      'The page does not answer.',
    );
    throw new Error(`${(error as Error).message}\n${drawing}`);
  }
}
