/**
 * The playground's way out to Figma, proved without Figma: "Download plugin" saves a zip whose code.js runs
 * against figma-api-stub in Node and whose ui.html runs in a real Chromium frame, bridged the way Figma bridges a
 * plugin's two threads; the nodes it makes are the ones the playground shows. Also "Copy as SVG" and
 * "Download PNG".
 */
import {readFileSync} from 'node:fs';
import vm from 'node:vm';
import {test, expect, type Download, type Locator, type Page} from '@playwright/test';
import {strFromU8, unzipSync} from 'fflate';
import {createFigma} from 'figma-api-stub';
import {completeFigmaStub} from '../../src/components/Playground/render-worker/figmaStub';
import type {PlaygroundNode} from '../../src/components/Playground/shared/document';
import {serializeDocument, type FigmaLikeNode} from '../../src/components/Playground/render-worker/serialize';
import {cssColor} from '../../src/components/Playground/drawing/paint';
import {expectRendered, openPlayground, playground, replaceCode} from './support/playground';

const exportMessage = (page: Page) => playground(page).getByTestId('playground-export-message');

/** The plugin's runtimes and the zip builder: none of them may load before the reader asks for a plugin. */
const pluginCode = /playground-plugin-(main|ui|zip)\b/;

/** Opens the View example's playground; returns the plugin files requested from then on. */
async function openViewPlayground(page: Page): Promise<string[]> {
  const pluginRequests: string[] = [];
  page.on('request', (request) => {
    if (pluginCode.test(request.url())) {
      pluginRequests.push(request.url());
    }
  });
  await openPlayground(page, '/docs/api/view');
  await expectRendered(page);
  return pluginRequests;
}

async function downloadFrom(page: Page, button: Locator): Promise<{download: Download; bytes: Buffer}> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  return {download, bytes: readFileSync(file)};
}

/** A layer as the reader can compare it: type, name, size and first fill color, children top-most first. */
type Layer = {
  readonly type: string;
  readonly name: string;
  readonly size: string;
  readonly fill?: string;
  readonly children: readonly Layer[];
};

/** The playground's own picture: the layers panel (type, name, size in its tooltip) and the canvas fills. */
function playgroundLayers(page: Page): Promise<Layer[]> {
  return playground(page).evaluate((section) => {
    type PageLayer = {type: string; name: string; size: string; fill?: string; children: PageLayer[]};
    const canvas = section.querySelector('[data-testid="playground-canvas"]');
    const fillOf = (id: string): string | undefined => {
      const group = canvas?.querySelector(`g[data-node-id="${CSS.escape(id)}"]`);
      const shape = Array.from(group?.children ?? []).find(
        (child) => child.tagName !== 'defs' && child.tagName !== 'g',
      );
      const fill = shape?.getAttribute('fill') ?? undefined;
      return fill?.startsWith('rgb') ? fill : undefined;
    };
    const read = (list: Element | null): PageLayer[] =>
      Array.from(list?.children ?? []).map((item) => {
        const row = item.querySelector(':scope > button')!;
        const id = row.getAttribute('data-node-id') ?? '';
        const name = row.querySelectorAll(':scope > span')[0]?.textContent ?? '';
        const size = /(\d+ × \d+)$/.exec(row.getAttribute('title') ?? '')?.[1] ?? '';
        const fill = fillOf(id);
        return {
          type: row.getAttribute('data-node-type') ?? '',
          name,
          size,
          ...(fill ? {fill} : {}),
          children: read(item.querySelector(':scope > ul')),
        };
      });
    return read(section.querySelector('[role="tree"]'));
  });
}

/** The same picture of the nodes the plugin made in the stub. */
function stubLayers(nodes: readonly PlaygroundNode[]): Layer[] {
  return [...nodes].reverse().map((node) => {
    const paint = node.fills[0];
    return {
      type: node.type,
      name: node.name,
      size: `${Math.round(node.width)} × ${Math.round(node.height)}`,
      ...(paint?.type === 'SOLID' ? {fill: cssColor(paint.color)} : {}),
      children: stubLayers(node.children),
    };
  });
}

type StubFigma = {
  root: FigmaLikeNode;
  currentPage: FigmaLikeNode;
  showUI: (html: string, options?: unknown) => void;
  ui: {
    postMessage: (message: unknown) => void;
    onmessage?: (message: unknown, props: {origin: string}) => void;
    _listeners: Set<(message: unknown, props: {origin: string}) => void>;
  };
};

test.describe('Take it to Figma, on /docs/api/view', () => {
  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('Download plugin saves a Figma plugin that makes the nodes the playground shows', async ({page, context}) => {
    test.setTimeout(120_000);
    const pluginRequests = await openViewPlayground(page);
    const shown = await playgroundLayers(page);
    expect(shown.map((layer) => layer.name)).toEqual(['Profile card']);
    const allShown = (layers: readonly Layer[]): Layer[] =>
      layers.flatMap((layer) => [layer, ...allShown(layer.children)]);
    expect(allShown(shown).length).toBeGreaterThanOrEqual(12);
    expect(allShown(shown)).toContainEqual({
      type: 'RECTANGLE',
      name: 'Avatar',
      size: '48 × 48',
      fill: 'rgb(124, 58, 237)',
      children: [],
    });
    expect(pluginRequests, 'no plugin code before the click').toEqual([]);

    const {download, bytes} = await downloadFrom(page, playground(page).getByRole('button', {name: 'Download plugin'}));
    expect(download.suggestedFilename()).toMatch(/^react-figma-.*-plugin\.zip$/);
    await expect(exportMessage(page)).toContainText('Import plugin from manifest');
    expect(pluginRequests.some((url) => /playground-plugin-ui\./.test(url))).toBe(true);

    const files = Object.fromEntries(
      Object.entries(unzipSync(new Uint8Array(bytes))).map(([name, data]) => [name, strFromU8(data)]),
    );
    expect(Object.keys(files).sort()).toEqual(['code.js', 'manifest.json', 'ui.html']);
    expect(JSON.parse(files['manifest.json']!)).toMatchObject({
      api: '1.0.0',
      main: 'code.js',
      ui: 'ui.html',
      editorType: ['figma'],
      id: expect.any(String),
      name: expect.stringContaining('react-figma'),
    });
    const uiHtml = files['ui.html']!;

    // The main thread: code.js in a Node VM whose `figma` is figma-api-stub, as Figma's sandbox provides it.
    const figma = completeFigmaStub(
      createFigma({simulateErrors: false, isWithoutTimeout: true}),
    ) as unknown as StubFigma;
    // figma-api-stub's own node methods read a global `figma`, as everything may in Figma's sandbox.
    const nodeGlobal = globalThis as {figma?: unknown};
    nodeGlobal.figma = figma;
    const showUICalls: {html: string; options: unknown}[] = [];
    figma.showUI = (html, options) => showUICalls.push({html, options});

    // Main → UI: figma.ui.postMessage(message) arrives in the frame as a MessageEvent with data.pluginMessage, in order.
    const uiPage = await context.newPage();
    let delivery = Promise.resolve();
    let uiOpen = true;
    figma.ui.postMessage = (message) => {
      if (!uiOpen) {
        return;
      }
      delivery = delivery.then(() =>
        uiPage.evaluate(
          (pluginMessage) =>
            document.querySelector('iframe')?.contentWindow?.postMessage({pluginMessage, pluginId: 'development'}, '*'),
          message,
        ),
      );
    };

    // As in Figma, code.js runs first; its figma.showUI(__html__) is what opens the UI.
    vm.runInNewContext(files['code.js']!, {
      figma,
      __html__: uiHtml,
      console,
      setTimeout,
      clearTimeout,
      setInterval,
      clearInterval,
    });
    expect(showUICalls).toHaveLength(1);
    expect(showUICalls[0]!.html).toBe(uiHtml);

    // The UI thread: the HTML given to showUI, in a frame of a host page, like Figma's plugin iframe.
    await uiPage.route('https://figma-host.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: route.request().url().endsWith('/ui.html')
          ? showUICalls[0]!.html
          : '<!doctype html><title>host</title><iframe src="https://figma-host.test/ui.html"></iframe>',
      }),
    );
    const uiErrors: string[] = [];
    uiPage.on('pageerror', (error) => uiErrors.push(error.message));

    // UI → main: the frame's parent.postMessage({pluginMessage}, '*') reaches figma.ui.onmessage and on('message').
    await uiPage.exposeFunction('deliverToMainThread', (message: unknown) => {
      const props = {origin: 'null'};
      figma.ui.onmessage?.(message, props);
      figma.ui._listeners.forEach((listener) => listener(message, props));
    });
    await uiPage.addInitScript(() => {
      if (window.top !== window) {
        return;
      }
      window.addEventListener('message', (event) => {
        const frame = document.querySelector('iframe');
        const data = event.data as {pluginMessage?: unknown} | null;
        if (frame && event.source === frame.contentWindow && data && 'pluginMessage' in data) {
          void (window as unknown as {deliverToMainThread: (message: unknown) => Promise<void>}).deliverToMainThread(
            data.pluginMessage,
          );
        }
      });
    });
    await uiPage.goto('https://figma-host.test/');
    const uiFrame = uiPage.frameLocator('iframe');

    await expect(uiFrame.locator('#status')).toHaveAttribute('data-state', 'done', {timeout: 30_000});
    await expect(uiFrame.locator('#status')).toContainText('Rendered');
    // Layout keeps arriving after the first render; the stub's tree is read until it is what the playground shows.
    await expect
      .poll(
        () => {
          const document = serializeDocument(figma.root, figma.currentPage, 2000);
          const current = document.pages.find((candidate) => candidate.id === document.currentPageId);
          return {page: current?.name, layers: stubLayers(current?.children ?? [])};
        },
        {timeout: 30_000},
      )
      .toEqual({page: 'Profile', layers: shown});
    await delivery;
    expect(uiErrors).toEqual([]);
    uiOpen = false;
    await uiPage.close();
    delete nodeGlobal.figma;
  });

  test('code that does not compile gives a clear message and no download', async ({page}) => {
    await openViewPlayground(page);
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    await replaceCode(page, "import * as React from 'react';\nconst broken = (;\n");
    await expect(playground(page).getByTestId('playground-error')).toContainText(/Syntax error/);
    const button = playground(page).getByRole('button', {name: 'Download plugin'});
    await button.click();
    await expect(exportMessage(page)).toContainText(/^No plugin was made: the code has a syntax error at line 2/);
    await expect(exportMessage(page)).toHaveAttribute('role', 'alert');
    await expect(button).toBeEnabled();
    expect(downloads).toEqual([]);
  });

  test("Copy as SVG puts the drawing's SVG markup on the clipboard", async ({page}) => {
    await openViewPlayground(page);
    await playground(page).getByRole('button', {name: 'Copy as SVG'}).click();
    await expect(exportMessage(page)).toContainText('SVG copied');
    const markup = await page.evaluate(() => navigator.clipboard.readText());
    expect(markup).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const parsed = await page.evaluate((text) => {
      const svg = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        error: svg.querySelector('parsererror') /* cspell:disable-line */?.textContent ?? null,
        width: svg.documentElement.getAttribute('width'),
        types: Array.from(svg.querySelectorAll('g[data-node-type]')).map((group) =>
          group.getAttribute('data-node-type'),
        ),
        texts: Array.from(svg.querySelectorAll('text')).map((text) => text.textContent),
        fills: Array.from(svg.querySelectorAll('[fill]')).map((shape) => shape.getAttribute('fill')),
      };
    }, markup);
    expect(parsed.error).toBeNull();
    expect(parsed.width).toBe('280');
    expect(parsed.types).toEqual(expect.arrayContaining(['FRAME', 'TEXT']));
    expect(parsed.texts).toEqual(expect.arrayContaining(['Ada Moreno', 'Product designer', 'Figma']));
    // The avatar's violet.
    expect(parsed.fills).toContain('rgb(124, 58, 237)');
  });

  test('Download PNG saves a PNG of the drawing at 2×', async ({page}) => {
    await openViewPlayground(page);
    const {download, bytes} = await downloadFrom(page, playground(page).getByRole('button', {name: 'Download PNG'}));
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    expect(bytes.length).toBeGreaterThan(1000);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // The header chunk's width: the card is 280 px wide, drawn at 2×.
    expect(bytes.readUInt32BE(16)).toBe(560);
  });
});
