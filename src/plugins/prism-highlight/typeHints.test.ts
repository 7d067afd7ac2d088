import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Element, Root} from 'hast';
import {afterAll, describe, expect, it} from 'vitest';
import {reactFigmaCompilerOptions} from '../shared/exampleCompilerOptions';
import {createHighlighter} from './highlighter';
import {highlightTree, typedBlocks} from './rehype';
import {createTypeHinter, jsDocSummary} from './typeHints';

const siteDir = process.cwd();
const options = {compilerOptions: reactFigmaCompilerOptions(siteDir), siteDir};

const card = `import * as React from 'react';
import {Frame, StyleSheet, Text} from 'react-figma';

const styles = StyleSheet.create({title: {fontSize: 24}});

export const Card = () => (
  <Frame layoutMode="HORIZONTAL" style={{width: 200}}>
    <Text style={styles.title}>Hi</Text>
  </Frame>
);`;

function typeAt(hints: ReturnType<ReturnType<typeof createTypeHinter>>[number], code: string, identifier: string) {
  const start = code.indexOf(identifier);
  return hints.find((hint) => hint.start === start && hint.length === identifier.length);
}

describe('createTypeHinter', () => {
  const typeHints = createTypeHinter(options);

  it("gives react-figma's, React's and the example's own identifiers their types, with the JSDoc summary", () => {
    const [hints = []] = typeHints([{code: card, fileName: 'example-0.tsx'}]);
    expect(typeAt(hints, card, 'layoutMode')?.type).toMatch(/layoutMode\?: .*"HORIZONTAL"/);
    expect(typeAt(hints, card, 'StyleSheet.create')).toBeUndefined();
    expect(typeAt(hints, card, 'create')?.type).toContain('create<');
    expect(typeAt(hints, card, 'styles')?.type).toMatch(/^const styles: .*\n\s+title: \{\n\s+fontSize: number;/);
    expect(typeAt(hints, card, 'React')?.type).toContain('React');
    expect(typeAt(hints, card, 'Frame')?.type).toContain('Frame');
    expect(typeAt(hints, card, 'width')?.type).toContain('width?: string | number');
  });

  it("gives a declaration's JSDoc summary: its first paragraph, links reduced to their text", () => {
    const main = 'figma.showUI(__html__);';
    const [hints = []] = typeHints([{code: main, fileName: 'example-0.tsx'}]);
    const showUI = typeAt(hints, main, 'showUI');
    expect(showUI?.type).toContain('PluginAPI.showUI(html: string');
    expect(showUI?.summary).toMatch(/^Enables you to render UI/);
    expect(showUI?.summary).not.toContain('\n\n');
    expect(jsDocSummary('Uses [`__html__`](https://example.com/html) as UI.\n\nMore.')).toBe('Uses `__html__` as UI.');
    expect(jsDocSummary(undefined)).toBeUndefined();
  });

  it('keeps each block a module of its own, with positions in its own code', () => {
    const other = `const styles = 1;\nexport const twice = styles * 2;`;
    const [first = [], second = []] = typeHints([
      {code: card, fileName: 'example-0.tsx'},
      {code: other, fileName: 'example-1.tsx'},
    ]);
    expect(typeAt(first, card, 'styles')?.type).toMatch(/^const styles: .*title/s);
    expect(typeAt(second, other, 'styles')?.type).toBe('const styles: 1');
    // Each hint of the second block sits on its identifier in that block's own text.
    expect(second.map((hint) => [other.slice(hint.start, hint.start + hint.length), hint.type])).toEqual([
      ['styles', 'const styles: 1'],
      ['twice', 'const twice: number'],
      ['styles', 'const styles: 1'],
    ]);
  });
});

describe('highlightTree with type hints', () => {
  function block(meta: string, text: string): Element {
    return {
      type: 'element',
      tagName: 'code',
      properties: {className: ['language-tsx'], metastring: meta},
      children: [{type: 'text', value: text}],
    };
  }

  const tablesDir = mkdtempSync(path.join(tmpdir(), 'type-hint-tables-'));
  afterAll(() => rmSync(tablesDir, {recursive: true, force: true}));

  /** The identifiers of a block's type-hint markers, in order: the spans that have `type-hint` among their classes. */
  const markersOf = (html: string) =>
    [...html.matchAll(/<span class="(?:[^"]* )?type-hint(?: [^"]*)?"[^>]*>([^<]*)</g)].map(
      ([, identifier]) => identifier,
    );

  it('marks the blocks that type-check, and not those marked as not type-checking; a table holds the types', async () => {
    const highlighter = await createHighlighter({additionalLanguages: [], siteDir});
    const checked = block('title="Card.tsx"', `${card}\n`);
    const skipped = block('nocheck="a fragment"', 'const styles = 1;\n');
    const root: Root = {
      type: 'root',
      children: [checked, skipped].map((code) => ({type: 'element', tagName: 'pre', properties: {}, children: [code]})),
    };
    const typed = typedBlocks({...options, languages: ['tsx'], skipMeta: 'nocheck', tablesDir});
    highlightTree(root, highlighter, 'docs/x.mdx', typed);
    const html = String(checked.properties.tokenizedHtml);
    const tableId = /data-type-hints="([0-9a-f]+)"/.exec(html)?.[1];
    expect(readdirSync(tablesDir)).toEqual([`${tableId}.json`]);
    const table = JSON.parse(readFileSync(path.join(tablesDir, `${tableId}.json`), 'utf8')) as string[][];
    const markers = markersOf(html);
    expect(table).toHaveLength(markers.length);
    expect(table[markers.indexOf('layoutMode')]?.[0]).toContain('layoutMode?: "HORIZONTAL"');
    expect(table[markers.indexOf('styles')]?.[0]).toMatch(/^const styles: /);
    expect(skipped.properties.tokenizedHtml).toBeDefined();
    expect(skipped.properties.tokenizedHtml).not.toContain('type-hint');
  });

  function typesOf(code: Element, tablesDir: string): Map<string, string> {
    const html = String(code.properties.tokenizedHtml);
    const tableId = /data-type-hints="([0-9a-f]+)"/.exec(html)?.[1];
    const table = JSON.parse(readFileSync(path.join(tablesDir, `${tableId}.json`), 'utf8')) as string[][];
    const markers = markersOf(html);
    return new Map(markers.map((identifier, index) => [identifier!, table[index]![0]!]));
  }

  it("lets a block import another of the page by its module name, with the imported names' real types", async () => {
    const highlighter = await createHighlighter({additionalLanguages: [], siteDir});
    const helper = block(
      'title="src/sizes.ts" module="sizes"',
      'export const cardWidth = (columns: number) => columns * 80;\n',
    );
    const user = block(
      'title="src/ui.tsx"',
      "import {cardWidth} from './sizes';\n\nexport const width = cardWidth(3);\n",
    );
    const root: Root = {
      type: 'root',
      children: [helper, user].map((code) => ({type: 'element', tagName: 'pre', properties: {}, children: [code]})),
    };
    highlightTree(root, highlighter, 'docs/x.mdx', typedBlocks({...options, languages: ['tsx'], tablesDir}));
    const types = typesOf(user, tablesDir);
    expect(types.get('cardWidth')).toBe('(alias) cardWidth(columns: number): number\nimport cardWidth');
    expect(types.get('width')).toBe('const width: number');
  });

  it('fails naming the page and the setting when two blocks claim one module name', async () => {
    const highlighter = await createHighlighter({additionalLanguages: [], siteDir});
    const root: Root = {
      type: 'root',
      children: ['module="sizes"', 'module="sizes"'].map((meta) => ({
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [block(meta, 'export const a = 1;\n')],
      })),
    };
    const typed = typedBlocks({...options, languages: ['tsx'], tablesDir});
    expect(() => highlightTree(root, highlighter, 'docs/x.mdx', typed)).toThrow(
      expect.objectContaining({
        message: expect.stringContaining('docs/x.mdx'),
        cause: expect.objectContaining({message: 'docs/x.mdx: two code blocks are module="sizes"'}),
      }),
    );
  });
});
