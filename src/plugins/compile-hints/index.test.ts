import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {rspack, type Configuration} from '@rspack/core';
import type {ConfigureWebpackUtils, LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {temporaryDirectory} from '../../../tests/support/temporaryDirectory';
import compileHintsPlugin, {compileHint} from './index';

function bundlerConfig(isServer: boolean): Configuration {
  const plugin = compileHintsPlugin();
  const utils = {currentBundler: {name: 'rspack', instance: rspack}} as unknown as ConfigureWebpackUtils;
  return plugin.configureWebpack!({}, isServer, utils, {} as LoadContext['siteConfig'] as never) as Configuration;
}

async function build(config: Configuration): Promise<Map<string, string>> {
  const dir = temporaryDirectory('compile-hints');
  writeFileSync(path.join(dir, 'entry.js'), 'export function area(w, h) { return w * h; }\nconsole.log(area(2, 3));\n');
  writeFileSync(path.join(dir, 'style.css'), 'body { color: red; }\n');
  const compiler = rspack({
    ...config,
    mode: 'production',
    context: dir,
    entry: {main: './entry.js'},
    output: {path: path.join(dir, 'out'), filename: '[name].[contenthash].js'},
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) =>
      (error ?? stats?.hasErrors()) ? reject(error ?? new Error(stats?.toString())) : resolve(),
    ),
  );
  const out = path.join(dir, 'out');
  return new Map(readdirSync(out).map((name) => [name, readFileSync(path.join(out, name), 'utf8')]));
}

describe('compile-hints plugin', () => {
  it('starts each minified browser script with the compile hint, on a line of its own', async () => {
    const files = await build(bundlerConfig(false));
    const scripts = [...files].filter(([name]) => name.endsWith('.js'));
    expect(scripts).toHaveLength(1);
    const [[, code]] = scripts;
    expect(code.startsWith(`${compileHint}\n`)).toBe(true);
    // Minified after all: the hint is the only comment and the script still runs.
    expect(code).not.toContain('area(w, h)');
    expect(() => new Function(code)).not.toThrow();
  });

  it('leaves the server bundle alone', () => {
    expect(bundlerConfig(true)).toEqual({});
  });
});
