import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import playgroundPlugin, {workerFileName} from './index';
import {buildWorker} from './buildWorker';

describe('buildWorker', () => {
  it('bundles the worker as one script with React 16, not the site React 19', async () => {
    const {code, hash} = await buildWorker();
    expect(hash).toMatch(/^[0-9a-f]{10}$/);
    expect(code.startsWith('(()=>{')).toBe(true);
    // yoga's nbind assigns undeclared globals: a top-level "use strict" would break it at run time.
    expect(code.slice(0, 20)).not.toContain('use strict');
    expect(code).toContain('16.14.0');
    expect(code).not.toContain('19.3.1');
    expect(code).toContain('react-figma-playground');
  });

  it('names the entry when it cannot be bundled', async () => {
    await expect(buildWorker('/nonexistent/worker.ts')).rejects.toThrow(
      /playground plugin: could not bundle the worker .*worker\.ts/,
    );
  });
});

describe('playgroundPlugin', () => {
  const plugin = playgroundPlugin({baseUrl: '/docs-site/'} as LoadContext);
  const content = {code: 'self.postMessage(1)', hash: '0123456789'};

  it('gives the client the hashed worker URL under baseUrl', async () => {
    let data: unknown;
    await plugin.contentLoaded?.({
      content,
      actions: {setGlobalData: (value: unknown) => (data = value)} as never,
    });
    expect(data).toEqual({workerUrl: '/docs-site/assets/js/playground-worker.0123456789.js'});
    expect(workerFileName('abc')).toBe('assets/js/playground-worker.abc.js');
  });

  it('emits the worker from the client build only', () => {
    const configure = plugin.configureWebpack!;
    expect(configure({}, true, {} as never, content)).toEqual({});
    const client = configure({}, false, {} as never, content) as {plugins: unknown[]};
    expect(client.plugins).toHaveLength(1);
  });
});
