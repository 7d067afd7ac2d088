/**
 * Adds the stylesheet of Inter's faces (emitted by src/plugins/playground/interFont.ts) to the page, once: the canvas
 * draws text in Inter from then on. Resolves when the stylesheet has loaded; a failed load rejects, the playground
 * says the text is drawn in another font, and the next playground tries again.
 */
import {loadOnce} from '@site/src/lib/loadOnce';

export const loadInterStylesheet = loadOnce(
  (url: string) =>
    new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = url;
      link.dataset.playgroundFont = '';
      link.addEventListener('load', () => resolve());
      link.addEventListener('error', () => {
        // The next playground tries again with a fresh link.
        link.remove();
        reject(new Error(`Could not load ${url}`));
      });
      document.head.append(link);
    }),
);
