/**
 * The downloaded plugin's UI runtime, inlined in ui.html: React 16 and react-figma 0.31.0, the same modules the
 * playground's worker gives the reader's code. Bundled at site build time by src/plugins/playground. The UI
 * iframe has no `figma`, so figma-jsonrpc talks to the main thread through `parent.postMessage`.
 */
import './uiEnvironment';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactFigma from 'react-figma';
import {runModule, type CompiledModule} from '../../shared/codeErrors';
import {pluginRuntimeGlobal, statusElementId} from '../../shared/protocol';

function show(text: string, state: 'done' | 'error'): void {
  const status = document.getElementById(statusElementId);
  if (status) {
    status.textContent = text;
    status.dataset.state = state;
  }
}

let failed = false;
function fail(error: unknown): void {
  if (failed) {
    return;
  }
  failed = true;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  show(`The code stopped with an error:\n${message}`, 'error');
}

window.addEventListener('error', (event) => fail(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => fail(event.reason));

const render: typeof ReactFigma.render = (element) => {
  const rendering = ReactFigma.render(element);
  rendering.then(
    () =>
      failed ||
      show('Rendered into this page by react-figma 0.31.0. Close this window when the layers are in place.', 'done'),
    fail,
  );
  return rendering;
};

const modules = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-figma': {...ReactFigma, render},
};

/** Runs the reader's compiled code as a CommonJS module; a throw is shown in the window. */
function run(compiled: CompiledModule): void {
  try {
    runModule(compiled, modules);
  } catch (error) {
    fail(error);
  }
}

(window as unknown as Record<string, unknown>)[pluginRuntimeGlobal] = {run};
