/**
 * Adds the stylesheet of Inter's faces (emitted by src/plugins/playground/interFont.ts) to the page, once: the canvas
 * draws text in Inter from then on. Resolves when the stylesheet has loaded; a failed load rejects, and the playground
 * says the text is drawn in another font.
 */
let loading: Promise<void> | undefined;

export function loadInterStylesheet(url: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.dataset.playgroundFont = '';
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`Could not load ${url}`)));
    document.head.append(link);
  });
  return loading;
}
