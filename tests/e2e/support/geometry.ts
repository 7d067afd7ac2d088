/**
 * What a reader would see wrong on a page, found from its layout: each check returns the problems it finds, each
 * naming the element and its text, so a failing test says where to look.
 */
import type {Locator, Page} from '@playwright/test';
import {colord, extend} from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

/**
 * Tables of the article wider than their box, so that part of each row (a prop's description, a matrix's last column)
 * is out of view until the reader scrolls the table sideways.
 */
export function tablesWiderThanTheirBox(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('article table'))
      .filter((table) => table.scrollWidth > table.clientWidth + 1)
      .map((table) => {
        let heading = table.previousElementSibling;
        while (heading && !/^H[1-6]$/.test(heading.tagName)) heading = heading.previousElementSibling;
        const name = heading?.textContent?.replace(/\u200b/g, '').trim() ?? 'a table';
        return `"${name}": ${table.scrollWidth - table.clientWidth} px of its ${table.scrollWidth} px hidden`;
      }),
  );
}

/** Paragraphs, list items and cells of the article that start a line with `:::`: a callout printed as text. */
export function rawDirectives(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('article :is(p, li, td, th, blockquote)'))
      .filter((element) => !element.closest('pre'))
      .map((element) => (element as HTMLElement).innerText)
      .filter((text) => /(^|\n)\s*:::/.test(text))
      .map((text) => `raw callout: "${text.slice(0, 80)}"`),
  );
}

/**
 * Text of the article that reaches past the viewport's left or right edge, unless a box that scrolls sideways holds
 * it and shows that it does: a shadow drawn with the scrolled content (a `local` background) at the hidden edge.
 */
export function textOutsideViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const scrollsSideways = (element: Element) => {
      const style = getComputedStyle(element);
      return /auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth;
    };
    const showsItScrolls = (element: Element) => getComputedStyle(element).backgroundAttachment.includes('local');
    const article = document.querySelector('article') ?? document.querySelector('main');
    if (!article) return ['no article or main element'];
    const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const parent = node.parentElement!;
      if (getComputedStyle(parent).visibility === 'hidden' || parent.closest('[aria-hidden="true"], .sr-only'))
        continue;
      range.selectNodeContents(node);
      const outside = Array.from(range.getClientRects()).some(
        (rect) => rect.width > 0 && (rect.right > window.innerWidth + 1 || rect.left < -1),
      );
      if (!outside) continue;
      let box: Element | null = parent;
      while (box && box !== article && !scrollsSideways(box)) box = box.parentElement;
      const scroller = box && box !== article ? box : undefined;
      if (scroller && showsItScrolls(scroller)) continue;
      const where = scroller ? `in a <${scroller.tagName.toLowerCase()}> that scrolls without showing it` : '';
      problems.push(`text past the screen's edge ${where}: "${node.textContent.trim().slice(0, 60)}"`);
    }
    return problems;
  });
}

/**
 * Anything over the text of a code block at rest: an element of the block, outside its code, that overlaps a line of
 * code and either shows (not hidden, not fully transparent) or takes the taps and clicks meant for the code.
 */
export function thingsOverCode(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const range = document.createRange();
    const shows = (element: Element, block: Element) => {
      for (let node: Element | null = element; node && node !== block; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || Number(style.opacity) === 0) return false;
      }
      return getComputedStyle(element).visibility !== 'hidden';
    };
    const takesPointer = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.pointerEvents !== 'none' && style.display !== 'none';
    };
    for (const block of Array.from(document.querySelectorAll('.theme-code-block'))) {
      const pre = block.querySelector('pre');
      const code = pre?.querySelector('code');
      if (!pre || !code) continue;
      range.selectNodeContents(code);
      const lines = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
      // What can show or take a tap: controls, images, and boxes with their own text or background.
      const paints = (element: Element) =>
        element.matches('button, select, input, textarea, a, [tabindex], svg, img') ||
        Array.from(element.childNodes).some(
          (child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim() !== '',
        ) ||
        !/rgba\(0, 0, 0, 0\)|transparent/.test(getComputedStyle(element).backgroundColor);
      const others = Array.from(block.querySelectorAll('*')).filter(
        (element) => !element.contains(pre) && !pre.contains(element) && paints(element),
      );
      for (const element of others) {
        const box = element.getBoundingClientRect();
        const overlaps = lines.some(
          (line) => box.left < line.right && box.right > line.left && box.top < line.bottom && box.bottom > line.top,
        );
        if (!overlaps || !(shows(element, block) || takesPointer(element))) continue;
        const name = element.getAttribute('aria-label') ?? element.getAttribute('title') ?? element.tagName;
        problems.push(
          `<${element.tagName.toLowerCase()}> "${name.slice(0, 40)}" is over the code "${code.textContent?.trim().slice(0, 50)}"`,
        );
      }
    }
    return problems;
  });
}

/** Tab lists whose number of selected tabs is not one: a reader must see which tab's panel is shown. */
export function tabListsWithoutOneSelected(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="tablist"]'))
      .map((list) => ({
        name: list.getAttribute('aria-label') ?? (list as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
        selected: list.querySelectorAll('[role="tab"][aria-selected="true"]').length,
      }))
      .filter(({selected}) => selected !== 1)
      .map(({name, selected}) => `tab list "${name.slice(0, 40)}" has ${selected} selected tabs`),
  );
}

/** Relative luminance (WCAG) of a computed colour. */
export const luminance = (color: string): number => colord(color).luminance();

/** The luminance from which a diagram's surface or an image reads as a light block on the dark page. */
const lightSurface = 0.05;

/** Layout diagrams whose card or canvas is light on a dark page. */
export async function lightDiagramsOnDark(page: Page): Promise<string[]> {
  const colours = await page.evaluate(() =>
    Array.from(document.querySelectorAll('figure[data-layout-diagram]')).map((figure) => ({
      name: figure.getAttribute('data-layout-diagram'),
      card: getComputedStyle(figure).backgroundColor,
      canvas: getComputedStyle(figure.querySelector('[data-diagram-canvas]') ?? figure).fill,
    })),
  );
  return colours
    .filter(({card, canvas}) => luminance(card) >= lightSurface || luminance(canvas) >= lightSurface)
    .map(({name, card, canvas}) => `diagram "${name}" is light on the dark page: card ${card}, canvas ${canvas}`);
}

/**
 * Images of the article that read as a light block on the dark page: each shown image wider than an icon or an
 * avatar is drawn small on a canvas over the page's background, and its mean luminance compared with the limit for a
 * light surface.
 */
export async function lightImagesOnDark(page: Page): Promise<string[]> {
  const images = await page.evaluate(async () => {
    const shown = Array.from(document.querySelectorAll('article img')).filter(
      (image): image is HTMLImageElement =>
        image instanceof HTMLImageElement && image.getBoundingClientRect().width >= 160,
    );
    const background = getComputedStyle(document.body).backgroundColor;
    return Promise.all(
      shown.map(async (image) => {
        image.loading = 'eager';
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 48;
        canvas.height = 48;
        const context = canvas.getContext('2d', {willReadFrequently: true})!;
        context.fillStyle = background;
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        const {data} = context.getImageData(0, 0, canvas.width, canvas.height);
        const pixels: string[] = [];
        for (let index = 0; index < data.length; index += 4) {
          pixels.push(`rgb(${data[index]}, ${data[index + 1]}, ${data[index + 2]})`);
        }
        return {source: image.getAttribute('src') ?? '', pixels};
      }),
    );
  });
  return images
    .map(({source, pixels}) => ({
      source,
      mean: pixels.reduce((sum, pixel) => sum + luminance(pixel), 0) / pixels.length,
    }))
    .filter(({mean}) => mean >= lightSurface)
    .map(({source, mean}) => `image ${source} is light on the dark page: mean luminance ${mean.toFixed(2)}`);
}

/**
 * Words of the located elements that the browser broke across two lines ("Horizont" / "al"): each run of letters and
 * digits should sit on one line, unless a `<wbr>` or an element's edge splits it.
 */
export function wordsBrokenAcrossLines(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((roots) =>
    roots.flatMap((root) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of node.textContent!.matchAll(/[\p{L}\p{N}]+/gu)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.bottom)),
          );
          if (lines.size > 1) broken.push(`"${word[0]}" in "${root.textContent}" is broken across ${lines.size} lines`);
        }
      }
      return broken;
    }),
  );
}

/** Inline code of the article (not code blocks) broken inside a word, where src/plugins/code-breaks allows no break. */
export const inlineCodeBrokenInWords = (page: Page): Promise<string[]> =>
  wordsBrokenAcrossLines(page.locator('article code:not(pre code)'));

/**
 * Wrapped code lines of the located line elements (a static block's `.token-line`, an editor's `.cm-line`) whose
 * continued rows do not start right of the line's indentation: a reader must see where a wrapped line goes on.
 * Located lines of which none wraps are a problem too: the check would have had nothing to look at.
 */
export function wrappedLinesNotIndented(lines: Locator): Promise<string[]> {
  return lines.evaluateAll((elements) => {
    let wrapped = 0;
    const problems: string[] = [];
    for (const line of elements) {
      const range = document.createRange();
      range.selectNodeContents(line);
      const rows = new Map<number, number>();
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width === 0) continue;
        const row = Math.round(rect.top);
        rows.set(row, Math.min(rows.get(row) ?? Infinity, rect.left));
      }
      if (rows.size < 2) continue;
      wrapped += 1;
      const text = line.textContent ?? '';
      const indent = text.length - text.trimStart().length;
      // Where the line's first character after its indentation starts, and one column's width.
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      let offset = indent;
      let node = walker.nextNode();
      while (node && offset >= node.textContent!.length) {
        offset -= node.textContent!.length;
        node = walker.nextNode();
      }
      if (!node) continue;
      const first = document.createRange();
      first.setStart(node, offset);
      first.setEnd(node, offset + 1);
      const {left, width} = first.getBoundingClientRect();
      const [, ...continued] = Array.from(rows).sort(([top], [other]) => top - other);
      for (const [top, rowLeft] of continued) {
        if (rowLeft < left + width - 1) {
          problems.push(
            `"${text.trim().slice(0, 40)}…" goes on at x ${Math.round(rowLeft)} (row at y ${top}), not right of its text at x ${Math.round(left)}`,
          );
        }
      }
    }
    return wrapped === 0 ? [`none of ${elements.length} lines wraps`] : problems;
  });
}

/** Cards of a phone's table (src/plugins/table-cards) that show a column's label above an empty cell. */
export function labelsAboveNothing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('article table.table-cards td[data-label]'))
      .filter((cell) => cell.offsetHeight > 0 && cell.textContent?.trim() === '')
      .map((cell) => {
        const name = cell.parentElement?.querySelector('td')?.textContent?.trim() ?? '';
        return `the card "${name.slice(0, 40)}" shows the label "${cell.dataset.label}" above nothing`;
      }),
  );
}

/** Fields of a phone's table cards that sit in a different place from one card to the next, so the cards look ragged. */
export function cardFieldsOutOfLine(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('article table.table-cards')).flatMap((table) => {
      const places = new Map<string, Set<string>>();
      for (const cell of Array.from(table.querySelectorAll<HTMLElement>('td[data-label]'))) {
        if (cell.offsetHeight === 0) continue;
        const card = cell.parentElement!.getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        const place = `${Math.round(box.left - card.left)}, ${Math.round(box.width)} px wide`;
        places.set(cell.dataset.label!, (places.get(cell.dataset.label!) ?? new Set()).add(place));
      }
      return [...places]
        .filter(([, seen]) => seen.size > 1)
        .map(
          ([label]) =>
            `"${label}" moves from card to card in the table headed "${table.querySelector('th')?.textContent}"`,
        );
    }),
  );
}

/**
 * Code examples of the article (JavaScript, TypeScript and their JSX) with lines wider than their block, which the
 * reader has to scroll sideways to read. Commands, JSON and error messages are shown as they are and may scroll.
 */
export function examplesScrollingSideways(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'article pre:is(.language-tsx, .language-ts, .language-jsx, .language-js)',
      ),
    )
      .filter((block) => block.scrollWidth > block.clientWidth + 1)
      .map((block) => {
        const title = block.closest('.theme-code-block')?.querySelector('[class*="codeBlockTitle"]')?.textContent;
        const longest = Array.from(block.querySelectorAll('.token-line'))
          .map((line) => line.textContent?.trimEnd() ?? '')
          .sort((a, b) => b.length - a.length)[0];
        return `${title ?? 'an example'}: ${block.scrollWidth - block.clientWidth} px hidden, "${longest?.trim()}"`;
      }),
  );
}
