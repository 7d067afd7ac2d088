/**
 * Runs first in the worker bundle (ESM imports are evaluated in order): react-figma's dependencies expect
 * `window`, `global` and `process.env`, and figma-jsonrpc decides at evaluation time that it is on the plugin
 * side only if `figma` already exists. Also locks the worker down before any reader code runs.
 */
import {createPlaygroundFigma} from './figmaStub';

Object.assign(self, {window: self, global: self, process: {env: {NODE_ENV: 'production'}}});
Object.assign(self, {figma: createPlaygroundFigma()});

/** Reader code gets no site storage and no cookies; a fetch never carries credentials. */
for (const name of ['indexedDB', 'caches', 'cookieStore', 'localStorage', 'sessionStorage', 'importScripts']) {
  Object.defineProperty(self, name, {value: undefined, configurable: false, writable: false});
}
const originalFetch = self.fetch.bind(self);
Object.defineProperty(self, 'fetch', {
  value: (input: RequestInfo | URL, init?: RequestInit) => originalFetch(input, {...init, credentials: 'omit'}),
  configurable: false,
  writable: false,
});
