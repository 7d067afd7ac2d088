/**
 * What a reader sees of the playground's drawing and of the landing demo: the demo's picture without JavaScript and
 * until the live playground has drawn, nothing below it moving when the live playground takes over, text drawn in the
 * font it was measured with and inside its frame, and the playground's controls in the site's own buttons and font,
 * on a phone and a desktop.
 */
import {test, expect, type Locator, type Page} from '@playwright/test';
import {waitForHydration} from './support/app';
import {renderWorkerFileName} from '../../src/plugins/playground';
import {
  builtFilePattern,
  canvas,
  expectRendered,
  openPlayground,
  playground,
  playgroundTestMs,
  startupTimeoutMs,
} from './support/playground';
import {readerSizes} from './support/readerSizes';
import {wrappedLinesNotIndented} from './support/geometry';

const landingPicture = (page: Page): Locator => page.getByTestId('landing-picture');

/** What follows the landing demo, measured from the top of the document. */
const belowDemoTop = (page: Page): Promise<number> =>
  page
    .locator('section[aria-labelledby="demo-heading"] + *')
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

/** Brings the landing demo into view and starts its playground as a reader does, with a first touch or move. */
async function startLandingDemo(
  page: Page,
  {hasTouch, viewport}: {readonly hasTouch?: boolean; readonly viewport: {readonly width: number}},
): Promise<void> {
  await page.locator('#demo-heading').evaluate((heading) => heading.scrollIntoView());
  if (hasTouch) {
    await page.touchscreen.tap(viewport.width / 2, 10);
  } else {
    await page.mouse.move(10, 10);
  }
}

/** Waits until every face of Inter the drawing uses has loaded (or failed). */
async function fontsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/**
 * Every text layer of the canvas that Inter draws wider or narrower than the width it was measured at (each line's
 * textLength, which holds it there), or that leaves the frame it sits in; each problem names its text. Each line's
 * own width is read from a copy drawn without textLength: where Inter is not what is drawn, it differs. The copy is
 * drawn 64 times larger, outside the canvas: at a small size on screen, glyph advances are rounded to whole pixels.
 */
function textLayerProblems(page: Page): Promise<string[]> {
  return canvas(page).evaluate((svg) => {
    const problems: string[] = [];
    const enlarged = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    document.body.append(enlarged);
    for (const text of Array.from(svg.querySelectorAll('g[data-node-type="TEXT"] > text'))) {
      const free = text.cloneNode(true) as SVGTextElement;
      free.querySelectorAll('tspan').forEach((line) => {
        line.removeAttribute('textLength');
        line.removeAttribute('lengthAdjust');
      });
      free.setAttribute('font-size', String(Number(free.getAttribute('font-size')) * 64));
      enlarged.append(free);
      const lines = Array.from(text.querySelectorAll('tspan'));
      Array.from(free.querySelectorAll('tspan')).forEach((line, index) => {
        const measured = Number(lines[index]!.getAttribute('textLength') ?? 0);
        const drawn = line.getComputedTextLength() / 64;
        if (Math.abs(drawn - measured) > 0.5 + measured * 0.015) {
          problems.push(
            `"${line.textContent}" is ${drawn.toFixed(1)} wide in its font, measured ${measured.toFixed(1)}`,
          );
        }
      });
      const frame = text.parentElement?.parentElement?.closest('g[data-node-id]');
      const frameShape = frame?.querySelector(':scope > path, :scope > rect, :scope > ellipse');
      if (frameShape) {
        const box = text.getBoundingClientRect();
        const bounds = frameShape.getBoundingClientRect();
        const tolerance = 0.5;
        if (
          box.left < bounds.left - tolerance ||
          box.right > bounds.right + tolerance ||
          box.top < bounds.top - tolerance ||
          box.bottom > bounds.bottom + tolerance
        ) {
          problems.push(
            `"${text.textContent}" (${Math.round(box.left)}–${Math.round(box.right)} × ` +
              `${Math.round(box.top)}–${Math.round(box.bottom)}) leaves its frame ` +
              `(${Math.round(bounds.left)}–${Math.round(bounds.right)} × ${Math.round(bounds.top)}–${Math.round(bounds.bottom)})`,
          );
        }
      }
    }
    enlarged.remove();
    return problems;
  });
}

for (const size of readerSizes) {
  test.describe(`on ${size.label}`, () => {
    test.use(size.use);

    test.describe('with JavaScript disabled', () => {
      test.use({javaScriptEnabled: false});

      test('the landing demo shows what its code draws, beside or under the code', async ({page}) => {
        await page.goto('/');
        const picture = landingPicture(page);
        await expect(picture).toBeVisible();
        await expect(picture.getByRole('img', {name: /What this code draws/})).toBeVisible();
        await expect(picture.locator('svg text')).toHaveText(['Ada Lovelace', 'Drawn by React, laid out by Yoga.']);
        const code = page.locator('[data-live-example] pre').first();
        const codeBox = (await code.boundingBox())!;
        const svgBox = (await picture.locator('svg').boundingBox())!;
        expect(svgBox.width).toBeGreaterThan(200);
        expect(svgBox.height).toBeGreaterThan(200);
        if (size.use.viewport.width < 996) {
          expect(svgBox.y).toBeGreaterThanOrEqual(codeBox.y + codeBox.height);
        } else {
          expect(svgBox.x).toBeGreaterThanOrEqual(codeBox.x + codeBox.width);
          expect(svgBox.y).toBeLessThan(codeBox.y + codeBox.height);
        }
        expect(svgBox.x + svgBox.width).toBeLessThanOrEqual(size.use.viewport.width);
        // The code wraps its long lines, each going on under its own indentation.
        expect(await wrappedLinesNotIndented(code.locator('.token-line'))).toEqual([]);
      });
    });

    test("the landing demo's picture stays in the preview until the live playground has drawn", async ({page}) => {
      test.setTimeout(playgroundTestMs);
      // The render worker is held back, as a slow network would: the editor is live, the drawing not yet.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(builtFilePattern(renderWorkerFileName), async (route) => {
        await released;
        await route.continue();
      });
      await page.goto('/');
      await waitForHydration(page);
      await startLandingDemo(page, size.use);
      await expect(playground(page).locator('.cm-content')).toBeVisible({timeout: startupTimeoutMs});
      await expect(landingPicture(page)).toHaveCount(0);
      const picture = playground(page).getByRole('img', {name: /What this code draws/});
      await expect(picture).toBeVisible();
      await expect(playground(page).getByText('Rendering…')).toHaveCount(0);
      release();
      await expectRendered(page);
      await expect(canvas(page)).toBeVisible();
      await expect(picture).toHaveCount(0);
    });

    test('nothing below the landing demo moves by more than 24 px when the playground takes over', async ({page}) => {
      test.setTimeout(playgroundTestMs);
      await page.goto('/');
      await waitForHydration(page);
      await expect(landingPicture(page)).toBeVisible();
      const before = await belowDemoTop(page);
      await startLandingDemo(page, size.use);
      await expect(canvas(page)).toBeVisible({timeout: 30_000});
      await expectRendered(page);
      await fontsSettled(page);
      await expect(landingPicture(page)).toHaveCount(0);
      const after = await belowDemoTop(page);
      expect(Math.abs(after - before), `moved from ${before} to ${after}`).toBeLessThanOrEqual(24);
      // The live editor wraps the same lines the same way.
      expect(await wrappedLinesNotIndented(playground(page).locator('.cm-line'))).toEqual([]);
    });

    for (const route of ['/', '/docs/api/text']) {
      test(`${route}: each text layer is drawn in Inter at its measured width, inside its frame`, async ({page}) => {
        test.setTimeout(playgroundTestMs);
        await openPlayground(page, route);
        await expectRendered(page);
        await fontsSettled(page);
        await expect(canvas(page).locator('text').first()).toBeVisible();
        expect(await textLayerProblems(page)).toEqual([]);
        await expect(playground(page).getByTestId('playground-font-note')).toHaveCount(0);
      });
    }

    test("the playground's controls are the site's buttons, with one tab selected and every name in full", async ({
      page,
    }) => {
      test.setTimeout(playgroundTestMs);
      await openPlayground(page, '/docs/api/frame');
      await expectRendered(page);
      const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      const buttons = playground(page).locator('button.button');
      await expect(
        buttons.filter({hasText: /^(Reset|Copy|Share|Expand|\+|−|Fit|Download plugin|Copy as SVG|Download PNG)$/}),
      ).toHaveCount(10);
      for (const font of await buttons.evaluateAll((all) => all.map((button) => getComputedStyle(button).fontFamily))) {
        expect(font).toBe(bodyFont);
      }
      for (const tablist of await playground(page).getByRole('tablist').all()) {
        await expect(tablist.locator('[role="tab"][aria-selected="true"]')).toHaveCount(1);
      }
      await expect(playground(page).getByRole('tabpanel')).toBeVisible();
      // Names are never cut: each one's text fits its box (it wraps where the column is narrow).
      const title = playground(page).getByText('SettingsScreen.tsx', {exact: true});
      await expect(title).toBeVisible();
      const names = playground(page).getByRole('navigation', {name: 'Layers'}).locator('span').or(title);
      const cut = await names.evaluateAll((spans) =>
        spans
          // Not the type words kept for screen readers only.
          .filter((span) => getComputedStyle(span).position !== 'absolute')
          .filter((span) => span.scrollWidth > span.clientWidth + 1 || span.scrollHeight > span.clientHeight + 1)
          .map((span) => span.textContent),
      );
      expect(cut).toEqual([]);
      const layers = (await playground(page).getByRole('navigation', {name: 'Layers'}).boundingBox())!;
      const drawing = (await canvas(page).boundingBox())!;
      if (size.name === 'phone') {
        // The canvas takes the column's width, and the layers panel goes under it.
        expect(Math.abs(layers.width - drawing.width)).toBeLessThanOrEqual(2);
        expect(layers.y).toBeGreaterThanOrEqual(drawing.y + drawing.height - 1);
      } else {
        // The layers panel reaches the bottom of the canvas beside it.
        expect(Math.abs(layers.y + layers.height - (drawing.y + drawing.height))).toBeLessThanOrEqual(1);
      }
      // At both sizes the phone board's smallest text is drawn at least 9 px tall.
      const smallestText = await canvas(page).evaluate((svg) =>
        Math.min(
          ...Array.from(
            svg.querySelectorAll('text'),
            (text) => Number(text.getAttribute('font-size')) * (text.getScreenCTM()?.a ?? 0),
          ),
        ),
      );
      expect(smallestText).toBeGreaterThanOrEqual(9);
      // The board is outlined on the canvas.
      await expect(canvas(page).locator('[data-board-outlines] path')).toHaveCount(1);
    });
  });
}

test('where Inter cannot load, the playground says so and text still keeps to its frame', async ({page}) => {
  test.setTimeout(playgroundTestMs);
  await page.route(/inter-[\w-]+\.woff2?$/, (route) => route.abort());
  await openPlayground(page, '/docs/api/text');
  await expectRendered(page);
  await expect(playground(page).getByTestId('playground-font-note')).toContainText('Inter could not be loaded');
  const widths = await canvas(page)
    .locator('tspan')
    .evaluateAll((lines) =>
      lines.map((line) => [
        (line as SVGTextContentElement).getComputedTextLength(),
        Number(line.getAttribute('textLength')),
      ]),
    );
  for (const [drawn, measured] of widths) {
    expect(drawn).toBeCloseTo(measured!, 0);
  }
});
