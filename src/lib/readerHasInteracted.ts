/**
 * The reader's first interaction (a mouse move, touch, key or scroll). What waits for it (the live playground, the code
 * blocks' toolbar) loads only then, like an embed behind a facade, so the page's first load carries none of its code.
 */
const interactions = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
let interacted: Promise<void> | undefined;

/** Resolves on the reader's first interaction with the page; never on the server. */
export function readerHasInteracted(): Promise<void> {
  interacted ??= new Promise((resolve) => {
    if (typeof window === 'undefined') return;
    // Scrolled already, before this code ran (or followed a link to a heading): that is an interaction too.
    if (window.scrollY !== 0) return resolve();
    const done = () => {
      interactions.forEach((type) => window.removeEventListener(type, done, {capture: true}));
      resolve();
    };
    interactions.forEach((type) => window.addEventListener(type, done, {capture: true, passive: true}));
  });
  return interacted;
}

// Listening from the moment the app's code runs: a reader may touch the page while it hydrates.
if (typeof window !== 'undefined') {
  void readerHasInteracted();
}
