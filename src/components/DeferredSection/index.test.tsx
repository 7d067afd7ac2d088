// @vitest-environment happy-dom
// What a long page shows while its lower part's code loads, where there is no server HTML to keep meanwhile.
import {act, Suspense} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import DeferredSection from './index';

/** A lower part whose code is still on its way. */
const neverLoads = () => new Promise<{default: () => null}>(() => undefined);

let root: Root;
let container: HTMLDivElement;

async function renderPage(id: string, load = vi.fn(neverLoads)) {
  await act(async () =>
    root.render(
      <Suspense fallback={<p>Waiting for the whole page</p>}>
        <h1>Upper part</h1>
        <DeferredSection id={id} load={load} />
      </Suspense>,
    ),
  );
  return load;
}

describe('DeferredSection without server HTML', () => {
  beforeEach(() => {
    (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    delete document.documentElement.dataset.hasHydrated;
    window.history.replaceState(null, '', '/');
  });

  it("shows the upper part on `npm start`'s first page, and asks for the lower part's code at once", async () => {
    const load = await renderPage('first-page');
    expect(container.querySelector('h1')?.textContent).toBe('Upper part');
    expect(container.textContent).not.toContain('Waiting');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the whole page when the URL has a hash that may point into the lower part', async () => {
    window.history.replaceState(null, '', '/docs/page#lower-heading');
    await renderPage('hash-page');
    expect(container.textContent).toBe('Waiting for the whole page');
  });

  it('waits for the whole page after a client-side navigation', async () => {
    document.documentElement.dataset.hasHydrated = 'true';
    await renderPage('next-page');
    expect(container.textContent).toBe('Waiting for the whole page');
  });
});
