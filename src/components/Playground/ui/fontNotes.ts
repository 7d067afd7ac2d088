/** Inter for the canvas, and what the playground's drawing says about its fonts, under the canvas. */
import {useEffect, useMemo, useState} from 'react';
import {loadOnce} from '@site/src/lib/loadOnce';
import type {PlaygroundNode, PlaygroundPage, TextData} from '../shared/document';
import {drawingFontFamily} from '../shared/drawingFont';

/**
 * Adds the stylesheet of Inter's faces (emitted by src/plugins/playground/interFont.ts) to the page, once: the canvas
 * draws text in Inter from then on. Resolves when the stylesheet has loaded; a failed load rejects, the playground
 * says the text is drawn in another font, and the next playground tries again with a fresh link.
 */
const loadInterStylesheet = loadOnce(
  (url: string) =>
    new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = url;
      link.dataset.playgroundFont = '';
      link.addEventListener('load', () => resolve());
      link.addEventListener('error', () => {
        link.remove();
        reject(new Error(`Could not load ${url}`));
      });
      document.head.append(link);
    }),
);

/** The text of every visible text layer, at any depth. */
function visibleTexts(nodes: readonly PlaygroundNode[]): TextData[] {
  return nodes.flatMap((node) => [...(node.text && node.visible ? [node.text] : []), ...visibleTexts(node.children)]);
}

const listed = (items: readonly string[]) => items.map((item) => `“${item}”`).join(', ');

/**
 * What the drawing of a page cannot show as measured, in words: Inter failed to load for a weight it uses (its text is
 * then held to Inter's widths in the reader's own font), a family other than Inter, or characters Inter lacks.
 */
export function useFontNotes(page: PlaygroundPage | undefined, stylesheetUrl: string): string[] {
  const texts = useMemo(() => visibleTexts(page?.children ?? []), [page]);
  const missingCharacters = useMemo(
    () => new Set(texts.flatMap((text) => [...text.layout.missingCharacters])),
    [texts],
  );
  const [failedWeights, setFailedWeights] = useState<readonly number[]>([]);
  useEffect(() => {
    let current = true;
    const weights = [...new Set(texts.map((text) => text.layout.fontWeight))];
    const stylesheet = loadInterStylesheet(stylesheetUrl);
    // Its failure is told per weight below; with no text to draw there is nothing to tell.
    stylesheet.catch(() => undefined);
    void Promise.all(
      weights.map(async (weight) => {
        // Only the characters Inter has: a face is looked for (and loaded) for each one's unicode-range.
        const characters = texts
          .flatMap((text) => (text.layout.fontWeight === weight ? [...text.characters] : []))
          .filter((character) => character.trim() !== '' && !missingCharacters.has(character))
          .join('');
        if (characters === '') return [];
        try {
          await stylesheet;
          const faces = await window.document.fonts.load(`${weight} 16px ${drawingFontFamily}`, characters);
          return faces.length > 0 && faces.every((face) => face.status === 'loaded') ? [] : [weight];
        } catch {
          return [weight];
        }
      }),
    ).then((failed) => {
      if (current) setFailedWeights(failed.flat());
    });
    return () => {
      current = false;
    };
  }, [texts, missingCharacters, stylesheetUrl]);
  const families = [...new Set(texts.map((text) => text.fontFamily))].filter((family) => family !== drawingFontFamily);
  return [
    failedWeights.length > 0 &&
      `${drawingFontFamily} could not be loaded, so text is drawn in your system's font, stretched or squeezed ` +
        `to ${drawingFontFamily}'s widths to keep it inside its frame.`,
    families.length > 0 &&
      `The playground has ${drawingFontFamily} only: text set in ${listed(families)} is drawn in ${drawingFontFamily}.`,
    missingCharacters.size > 0 &&
      `${drawingFontFamily} has no ${listed([...missingCharacters])}: drawn in a fallback font, at an estimated width.`,
  ].filter((note) => note !== false);
}
