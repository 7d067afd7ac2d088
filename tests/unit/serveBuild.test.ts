import {get} from 'node:http';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {serveBuild} from '../../scripts/lib/serveBuild.mjs';

// The benchmarks download pages as GitHub Pages sends them (gzipped); the browser tests get them as they are.
describe('serveBuild', () => {
  const page = `<!doctype html><title>Frame</title>${'<p>A frame lays out its children.</p>'.repeat(200)}`;
  let buildDir: string;

  beforeAll(() => {
    buildDir = mkdtempSync(path.join(tmpdir(), 'serve-build-'));
    mkdirSync(path.join(buildDir, 'docs/frame'), {recursive: true});
    writeFileSync(path.join(buildDir, 'docs/frame/index.html'), page);
    writeFileSync(path.join(buildDir, '404.html'), '<!doctype html><title>Not found</title>');
  });
  afterAll(() => rmSync(buildDir, {recursive: true, force: true}));

  async function fetchPage(compress: boolean) {
    const server = await serveBuild(buildDir, {compress});
    try {
      // node:http, not fetch, which would unzip the body itself: the bytes as they came over the wire.
      return await new Promise<{encoding: string | undefined; bytes: Buffer}>((resolve, reject) => {
        get(`${server.base}/docs/frame`, {headers: {'Accept-Encoding': 'gzip'}}, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks)}),
          );
        }).on('error', reject);
      });
    } finally {
      server.close();
    }
  }

  test('with compress, a page comes gzipped, smaller, and unchanged once unzipped', async () => {
    const {encoding, bytes} = await fetchPage(true);
    expect(encoding).toBe('gzip');
    expect(bytes.length).toBeLessThan(page.length / 4);
    expect(gunzipSync(bytes).toString()).toBe(page);
  });

  test('without it, the page comes as the file is', async () => {
    const {encoding, bytes} = await fetchPage(false);
    expect(encoding).toBeUndefined();
    expect(bytes.toString()).toBe(page);
  });
});
