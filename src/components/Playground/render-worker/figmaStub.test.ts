import {expect, it, vi} from 'vitest';
import {createPlaygroundFigma} from './figmaStub';

it("answers react-figma's messages to the plugin UI, so none fails a minute later during another render", async () => {
  vi.useFakeTimers();
  try {
    // As in the worker (./environment): react-figma's messaging finds `figma` when it loads.
    Object.assign(globalThis, {figma: createPlaygroundFigma()});
    const {uiApi} = (await import('react-figma/rpc')) as {
      uiApi: {bindReactIdWithNode: (reactId: string, nodeId: string) => Promise<unknown>};
    };
    // Each run makes a new stub; the answers still reach react-figma.
    Object.assign(globalThis, {figma: createPlaygroundFigma()});
    const told = uiApi.bindReactIdWithNode('react-1', '1:2');
    const outcome = told.then(
      () => 'answered',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(61_000);
    expect(await outcome).toBe('answered');
  } finally {
    vi.useRealTimers();
    Reflect.deleteProperty(globalThis, 'figma');
  }
});

it("makes new nodes the size Figma's factories give them", () => {
  const figma = createPlaygroundFigma() as Record<string, () => {width: number; height: number}>;
  const sizes = Object.fromEntries(
    [
      'createRectangle',
      'createFrame',
      'createEllipse',
      'createStar',
      'createPolygon',
      'createComponent',
      'createLine',
    ].map((factory) => {
      const {width, height} = figma[factory]!();
      return [factory, `${width} × ${height}`];
    }),
  );
  expect(sizes).toEqual({
    createRectangle: '100 × 100',
    createFrame: '100 × 100',
    createEllipse: '100 × 100',
    createStar: '100 × 100',
    createPolygon: '100 × 100',
    createComponent: '100 × 100',
    createLine: '100 × 0',
  });
});
