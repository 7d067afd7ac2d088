/**
 * Runs first in the plugin's UI bundle (ESM imports are evaluated in order): react-figma's dependencies read
 * `global` and `process.env`, which a plugin's UI iframe, a plain web page, does not have.
 */
type MutableScope = Record<string, unknown>;
const scope = window as unknown as MutableScope;
scope.global = window;
scope.process = {env: {NODE_ENV: 'production'}};
