import {test, expect, type Locator, type Page} from '@playwright/test';
import {layoutDiagramExamples} from '../../src/plugins/layout-diagrams/examples';
import {luminance} from './support/geometry';

const diagrams = layoutDiagramExamples.map(({name}) => name);

const figures = (page: Page): Locator => page.locator('article figure[data-layout-diagram]');

test('the layout model diagrams are inline, named by their alt text, one card width, with a legend per node', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/styling');
  await expect(figures(page)).toHaveCount(diagrams.length);
  const widths = new Set<number>();
  for (const [index, name] of diagrams.entries()) {
    const figure = figures(page).nth(index);
    await expect(figure).toHaveAttribute('data-layout-diagram', name);
    await expect(figure.getByRole('img')).toHaveAttribute('aria-label', /^.{40,}$/);
    const nodes = await figure.locator('svg rect[data-node]').count();
    expect(nodes).toBeGreaterThan(1);
    await expect(figure.locator('tbody tr')).toHaveCount(nodes);
    await expect(figure.locator('figcaption')).toContainText('react-figma 0.31.0');
    widths.add(Math.round((await figure.boundingBox())!.width));
  }
  expect([...widths]).toHaveLength(1);
});

// Dark mode's colours are checked on every route by geometry.spec.ts (lightDiagramsOnDark).
test("in light mode, each diagram's card and canvas take the light theme's colours", async ({page}) => {
  await page.goto('/docs/styling?docusaurus-theme=light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  for (const figure of await figures(page).all()) {
    const card = await figure.evaluate((element) => getComputedStyle(element).backgroundColor);
    const canvas = await figure.locator('[data-diagram-canvas]').evaluate((element) => getComputedStyle(element).fill);
    for (const color of [card, canvas]) {
      expect(luminance(color), `${color} on a light page`).toBeGreaterThan(0.8);
    }
  }
});

test.describe('on a 390 px phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('no diagram text is under 9 px, no badge covers the drawing, and text stays in its dashed box', async ({
    page,
  }) => {
    await page.goto('/docs/styling');
    await expect(figures(page)).toHaveCount(diagrams.length);
    for (const figure of await figures(page).all()) {
      const name = await figure.getAttribute('data-layout-diagram');
      const problems = await figure.evaluate((element) => {
        const found: string[] = [];
        const svg = element.querySelector('svg')!;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        for (const text of Array.from(svg.querySelectorAll('text'))) {
          const size = parseFloat(getComputedStyle(text).fontSize) * scale;
          if (size < 9) found.push(`"${text.textContent}" is ${size.toFixed(1)} px`);
        }
        for (const cell of Array.from(element.querySelectorAll('td, th, figcaption'))) {
          const size = parseFloat(getComputedStyle(cell).fontSize);
          if (size < 9) found.push(`"${cell.textContent}" is ${size.toFixed(1)} px`);
        }
        const overlaps = (a: DOMRect, b: DOMRect) =>
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        const drawingTexts = Array.from(svg.querySelectorAll('g[data-node-type="TEXT"] text'));
        const nodes = Array.from(svg.querySelectorAll('g[data-node-id]'));
        for (const badge of Array.from(svg.querySelectorAll('[data-badge]'))) {
          for (const target of [...drawingTexts, ...nodes]) {
            if (overlaps(badge.getBoundingClientRect(), target.getBoundingClientRect())) {
              found.push(`badge ${badge.getAttribute('data-badge')} covers "${target.textContent}"`);
            }
          }
        }
        // Nodes and their dashed boxes come in the same order (the tree, depth first).
        nodes.forEach((node, index) => {
          const text = node.querySelector(':scope > text');
          const box = svg.querySelector(`rect[data-number="${index + 1}"]`)!.getBoundingClientRect();
          const drawn = text?.getBoundingClientRect();
          if (
            drawn &&
            (drawn.left < box.left - 0.5 ||
              drawn.right > box.right + 0.5 ||
              drawn.top < box.top - 0.5 ||
              drawn.bottom > box.bottom + 0.5)
          ) {
            found.push(`"${text!.textContent}" leaves its dashed box`);
          }
        });
        if (element.getBoundingClientRect().right > window.innerWidth) found.push('the card is wider than the screen');
        return found;
      });
      expect(problems, `diagram ${name}`).toEqual([]);
    }
  });
});
