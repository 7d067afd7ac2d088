/**
 * The props tables through the docs' own MDX pipeline (Docusaurus's compiler with the remark and rehype plugins
 * docusaurus.config.ts gives the docs): every Figma plugin API type a table names is a link into Figma's reference,
 * and nothing else is. Long pages are compiled twice, as the page and as its deferred lower part, like the build does.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Element, ElementContent, Root as HastRoot} from 'hast';
import {validateConfig} from '@docusaurus/core/lib/server/configValidation';
import {compileToJSX} from '@docusaurus/mdx-loader/lib/utils';
import type {Options as MdxLoaderOptions} from '@docusaurus/mdx-loader/lib/options';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {beforeAll, describe, expect, it} from 'vitest';
import siteConfig from '../../docusaurus.config';
import remarkFigmaLinks from '../../src/plugins/figma-links';
import {tailMarker} from '../../src/plugins/loading/remarkDeferredSections';

const require = createRequire(import.meta.url);
const siteDir = path.resolve(__dirname, '../..');
const figmaReference = 'https://developers.figma.com/docs/plugins/api/';

/** What react-figma's entry point exports: its `Image`, `Vector` and `Easing` are not Figma's. */
const reactFigmaNames = new Set(
  [...readFileSync(require.resolve('react-figma/index.d.ts'), 'utf8').matchAll(/export \{ (?:default as )?(\w+)/g)].map(
    (match) => match[1],
  ),
);
/** Figma's type names as its typings declare them, less the ones react-figma exports under the same name. */
const figmaTypeNames = new Set(
  [
    ...readFileSync(require.resolve('@figma/plugin-typings/plugin-api.d.ts'), 'utf8').matchAll(
      /^(?:declare )?(?:interface|type) (\w+)/gm,
    ),
  ]
    .map((match) => match[1])
    .filter((name) => !reactFigmaNames.has(name)),
);

const propsTableFiles = [
  ...readdirSync(path.join(siteDir, 'docs/api')).map((name) => `docs/api/${name}`),
  ...readdirSync(path.join(siteDir, 'docs/_partials'), {recursive: true, encoding: 'utf8'}).map(
    (name) => `docs/_partials/${name}`,
  ),
]
  .filter((file) => file.endsWith('.mdx'))
  .sort();

function docsOptions(): DocsOptions {
  for (const plugin of siteConfig.plugins) {
    if (Array.isArray(plugin) && plugin[0] === './src/plugins/docs/index.ts') {
      return plugin[1] as DocsOptions;
    }
  }
  throw new Error('docusaurus.config.ts has no docs plugin entry.');
}

type RemarkPlugins = NonNullable<DocsOptions['remarkPlugins']>;

/** Compiles MDX files as the docs plugin does, keeping the HTML tree each compile ends with (its hast). */
function docsCompiler(remarkPlugins: RemarkPlugins) {
  const trees = new Map<string, HastRoot>();
  const keepTree = () => (tree: HastRoot, file: {path: string; value: unknown}) => {
    trees.set(`${file.path}${String(file.value).includes(tailMarker) ? '?tail' : ''}`, tree);
  };
  const {markdown} = validateConfig(siteConfig, path.join(siteDir, 'docusaurus.config.ts'));
  const options: MdxLoaderOptions = {
    admonitions: true,
    remarkPlugins,
    rehypePlugins: [...(docsOptions().rehypePlugins ?? []), keepTree],
    markdownConfig: markdown,
    staticDirs: [path.join(siteDir, 'static')],
    siteDir,
  };
  return async (file: string): Promise<HastRoot[]> => {
    const filePath = path.join(siteDir, file);
    const fileContent = readFileSync(filePath, 'utf8');
    const head = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(fileContent)?.[0] ?? '';
    const tail = `${head}{${tailMarker}}\n\n${fileContent.slice(head.length)}`;
    const compile = (content: string) =>
      compileToJSX({filePath, fileContent: content, frontMatter: {}, options, compilerName: 'server'});
    await compile(fileContent);
    // Partials are never split; pages too short to split throw when asked for their lower part.
    if (!path.basename(file).startsWith('_')) {
      await compile(tail).catch((error: Error) => {
        if (!/the page is not split/.test(error.message)) throw error;
      });
    }
    return [trees.get(filePath), trees.get(`${filePath}?tail`)].filter((tree) => tree !== undefined);
  };
}

const isElement = (node: {readonly type: string}): node is Element => node.type === 'element';
const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : isElement(node) ? node.children.map(textOf).join('') : '';

function elementsIn(node: HastRoot | Element, tagName: string): Element[] {
  return node.children.flatMap((child) =>
    isElement(child) ? [...(child.tagName === tagName ? [child] : []), ...elementsIn(child, tagName)] : [],
  );
}

type TypeCell = {readonly code: string; readonly href: string | undefined};

/** Each code span in the Type column of each table, with the link around it, if any. */
function typeCells(tree: HastRoot): TypeCell[] {
  return elementsIn(tree, 'table').flatMap((table) => {
    const headers = elementsIn(table, 'th').map(textOf);
    const typeColumn = headers.indexOf('Type');
    if (typeColumn < 0) {
      return [];
    }
    return elementsIn(table, 'tr').flatMap((row) => {
      const cell = row.children.filter(isElement)[typeColumn];
      if (!cell || cell.tagName !== 'td') {
        return [];
      }
      const cells: TypeCell[] = [];
      const visit = (node: Element, href: string | undefined) => {
        if (node.tagName === 'code') {
          cells.push({code: textOf(node), href});
          return;
        }
        const linkHref = node.tagName === 'a' ? String(node.properties.href) : href;
        node.children.filter(isElement).forEach((child) => visit(child, linkHref));
      };
      visit(cell, undefined);
      return cells;
    });
  });
}

const figmaNamesIn = (code: string) =>
  (code.match(/[A-Za-z_$][\w$]*/g) ?? []).filter((word) => figmaTypeNames.has(word));

/** `file: code` for each Type cell naming a Figma type without a link into Figma's reference. */
function unlinkedFigmaTypes(file: string, cells: readonly TypeCell[]): string[] {
  return cells
    .filter((cell) => figmaNamesIn(cell.code).length > 0 && !cell.href?.startsWith(figmaReference))
    .map((cell) => `${file}: ${cell.code}`);
}

describe('props tables compiled by the docs pipeline', () => {
  const cellsByFile = new Map<string, TypeCell[]>();

  beforeAll(async () => {
    const compile = docsCompiler(docsOptions().remarkPlugins ?? []);
    for (const file of propsTableFiles) {
      cellsByFile.set(file, (await compile(file)).flatMap(typeCells));
    }
  }, 120_000);

  it('have Type columns naming Figma types', () => {
    const allCells = [...cellsByFile.values()].flat();
    expect(allCells.length).toBeGreaterThan(100);
    const named = new Set(allCells.flatMap((cell) => figmaNamesIn(cell.code)));
    ['Paint', 'Effect', 'LayoutGrid', 'ExportSettings', 'Constraints', 'VectorNetwork'].forEach((name) =>
      expect(named, name).toContain(name),
    );
  });

  it("link every Figma type they name to its page in Figma's plugin API reference", () => {
    const unlinked = [...cellsByFile].flatMap(([file, cells]) => unlinkedFigmaTypes(file, cells));
    expect(unlinked, `Figma types without a link:\n${unlinked.join('\n')}`).toEqual([]);
    const linkTargets = [...cellsByFile.values()].flat().map((cell) => cell.href);
    expect(linkTargets).toContain(`${figmaReference}Paint/`);
    expect(linkTargets).toContain(`${figmaReference}LayoutGrid/`);
  });

  it('link nothing else: plain types and react-figma names stay code', () => {
    const linkedWithoutFigmaName = [...cellsByFile.values()]
      .flat()
      .filter((cell) => cell.href?.startsWith(figmaReference) && figmaNamesIn(cell.code).length === 0);
    expect(linkedWithoutFigmaName).toEqual([]);
    const plain = [...cellsByFile.values()]
      .flat()
      .filter((cell) => /^(string|number|boolean|StyleOf<.*)$/.test(cell.code));
    expect(plain.map((cell) => cell.code)).toEqual(expect.arrayContaining(['string', 'number', 'boolean']));
    expect(plain.filter((cell) => cell.href !== undefined)).toEqual([]);
  });

  it('would notice a missing link: without the plugin, the Figma types in a table are reported', async () => {
    const withoutFigmaLinks = (docsOptions().remarkPlugins ?? []).filter((plugin) => plugin !== remarkFigmaLinks);
    const compile = docsCompiler(withoutFigmaLinks);
    const file = 'docs/_partials/props/_geometry.mdx';
    expect(unlinkedFigmaTypes(file, (await compile(file)).flatMap(typeCells))).toContain(
      `${file}: ReadonlyArray<Paint> | symbol`,
    );
  });
});
