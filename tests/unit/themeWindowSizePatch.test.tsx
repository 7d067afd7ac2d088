// @vitest-environment happy-dom
// The patched `useWindowSize` (patches/@docusaurus+theme-common+*.patch): the switch from the server's layout is a
// transition, so React renders it in slices instead of one long task right after hydration.
import {act, startTransition} from 'react';
import {createRoot} from 'react-dom/client';
import {afterEach, describe, expect, it, vi} from 'vitest';

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {...react, startTransition: vi.fn(react.startTransition)};
});

describe('patched useWindowSize in @docusaurus/theme-common', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reports the phone layout after mounting, set inside a transition', async () => {
    const {useWindowSize} =
      (await import('../../node_modules/@docusaurus/theme-common/lib/hooks/useWindowSize.js')) as {
        useWindowSize: () => string;
      };
    (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
    vi.stubGlobal('innerWidth', 412);
    const seen: string[] = [];
    function Probe() {
      seen.push(useWindowSize());
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Probe />));
    expect(seen[0]).toBe('ssr');
    expect(seen.at(-1)).toBe('mobile');
    expect(vi.mocked(startTransition)).toHaveBeenCalled();
    root.unmount();
  });
});
