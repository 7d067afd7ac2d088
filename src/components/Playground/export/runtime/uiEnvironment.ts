/**
 * Runs first in the plugin's UI bundle (ESM imports are evaluated in order): react-figma's dependencies read
 * `global` and `process.env`, which a plugin's UI iframe, a plain web page, does not have.
 */
const scope = window as unknown as Record<string, unknown>;
scope.global = window;
scope.process = {env: {NODE_ENV: 'production'}};
