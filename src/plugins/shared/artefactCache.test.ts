import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {cachedArtefact, cachedArtefactSync, type ArtefactCache} from './artefactCache';
import {cachedBundle} from './cachedBundle';

let dir: string;
let cache: ArtefactCache;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'artefact-cache-'));
  cache = {dir: path.join(dir, 'cache')};
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

describe('cachedArtefact', () => {
  it('makes an artefact once while its inputs and key stay the same, and again when either changes', async () => {
    const input = path.join(dir, 'input.txt');
    writeFileSync(input, 'one');
    const make = vi.fn(async () => ({
      value: `made from ${readFileSync(input, 'utf8')}`,
      inputs: [input],
    }));
    const get = (key = 'options-a') => cachedArtefact({name: 'thing', key, make}, cache);

    expect(await get()).toBe('made from one');
    expect(await get()).toBe('made from one');
    expect(make).toHaveBeenCalledTimes(1);

    writeFileSync(input, 'two');
    expect(await get()).toBe('made from two');
    expect(make).toHaveBeenCalledTimes(2);

    expect(await get('options-b')).toBe('made from two');
    expect(make).toHaveBeenCalledTimes(3);

    // A removed input is not read from the cache either: making it again fails, as it should.
    rmSync(input);
    await expect(get('options-b')).rejects.toThrow(/ENOENT/);
  });

  it('makes the artefact every time without a cache (a build)', async () => {
    const make = vi.fn(async () => ({value: 1, inputs: []}));
    await cachedArtefact({name: 'thing', key: 'k', make}, undefined);
    await cachedArtefact({name: 'thing', key: 'k', make}, undefined);
    expect(make).toHaveBeenCalledTimes(2);
  });
});

describe('cachedArtefactSync', () => {
  it('reads the entry the asynchronous form wrote, and makes it again when an input changes', async () => {
    const input = path.join(dir, 'input.txt');
    writeFileSync(input, 'one');
    const made = (how: string) => ({value: `${how} from ${readFileSync(input, 'utf8')}`, inputs: [input]});
    await cachedArtefact({name: 'thing', key: 'k', make: async () => made('made')}, cache);
    const make = vi.fn(() => made('made again'));

    expect(cachedArtefactSync({name: 'thing', key: 'k', make}, cache)).toBe('made from one');
    expect(make).not.toHaveBeenCalled();
    writeFileSync(input, 'two');
    expect(cachedArtefactSync({name: 'thing', key: 'k', make}, cache)).toBe('made again from two');
    expect(cachedArtefactSync({name: 'thing', key: 'k', make}, cache)).toBe('made again from two');
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe('cachedBundle', () => {
  it('bundles again when a file the bundle imports changes', async () => {
    const entry = path.join(dir, 'entry.ts');
    const imported = path.join(dir, 'message.ts');
    writeFileSync(entry, "import {message} from './message';\nconsole.log(message);\n");
    writeFileSync(imported, "export const message = 'first';\n");
    const bundle = () => cachedBundle('entry', {entryPoints: [entry], bundle: true, format: 'iife'}, entry, cache);

    expect(await bundle()).toContain('first');
    writeFileSync(imported, "export const message = 'second';\n");
    const rebundled = await bundle();
    expect(rebundled).toContain('second');
    expect(rebundled).not.toContain('first');
  });
});
