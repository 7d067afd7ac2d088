/**
 * Runs first in the plugin's UI bundle (ESM imports are evaluated in order): react-figma's dependencies read
 * `global` and `process.env`, which a plugin's UI iframe, a plain web page, does not have.
 */
Object.assign(window, {global: window, process: {env: {NODE_ENV: 'production'}}});
