import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {publishedMemberNames} from '../../scripts/lib/publishedApi';

const root = path.resolve(__dirname, '../..');
const apiDir = path.join(root, 'docs/api');

/** The react-figma exports each API page is the reference for; `render` is a function documented by its signature. */
const exportsByPage: Readonly<Record<string, readonly string[]>> = {
  component: ['Component', 'ComponentSet', 'Instance'],
  ellipse: ['Ellipse'],
  frame: ['Frame'],
  group: ['Group'],
  image: ['Image'],
  line: ['Line'],
  page: ['Page'],
  Platform: ['Platform'],
  rectangle: ['Rectangle'],
  render: [],
  slice: ['Slice'],
  star: ['Star'],
  StyleSheet: ['StyleSheet'],
  svg: ['Svg'],
  text: ['Text'],
  vector: ['Vector'],
  view: ['View'],
};

const pages = readdirSync(apiDir)
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => name.replace(/\.mdx$/, ''))
  .sort();
const members = publishedMemberNames(root, Object.values(exportsByPage).flat());

/** A page's source plus the MDX partials it imports (prop tables shared between pages live in partials). */
function sourceWithPartials(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) {
    return '';
  }
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const partials = [...source.matchAll(/^import\s+\w+\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/gm)].map((match) =>
    sourceWithPartials(path.resolve(path.dirname(file), match[1]), seen),
  );
  return [source, ...partials].join('\n');
}

describe('API pages', () => {
  it('are exactly the pages the spec lists', () => {
    expect(pages).toEqual(Object.keys(exportsByPage).sort());
  });

  it.each(pages)('%s documents every prop or member of its published types', (page) => {
    const source = sourceWithPartials(path.join(apiDir, `${page}.mdx`));
    const documented = new Set([...source.matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((match) => match[1]));
    const missing = exportsByPage[page].flatMap((exportName) =>
      (members.get(exportName) ?? []).filter((name) => !documented.has(name)).map((name) => `${exportName}.${name}`),
    );
    expect(missing, `docs/api/${page}.mdx does not document: ${missing.join(', ')}`).toEqual([]);
  });

  it('render documents its signature', () => {
    const source = readFileSync(path.join(apiDir, 'render.mdx'), 'utf8');
    expect(source).toMatch(/render\(\w+: React\.ReactElement\): Promise<void>/);
  });
});
