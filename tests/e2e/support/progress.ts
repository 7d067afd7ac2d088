/**
 * A long piece of work done inside the page reports each step it takes in `window.pageStep` (code that runs in the
 * page cannot call this module), so that a page that stops answering fails its test with the step it was on, instead
 * of running into the test's time limit with no word of where.
 */
import type {Page} from '@playwright/test';

type StepWindow = typeof window & {pageStep?: string};

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
      const noAnswer = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), stallMs));
      const step = page.evaluate(() => (window as StepWindow).pageStep ?? 'not started');
      void Promise.race([step, noAnswer]).then(
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
