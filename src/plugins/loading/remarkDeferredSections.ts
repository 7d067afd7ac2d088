/**
 * Remark plugin for docs: the blocks below the fold become a module of their own (`page.mdx?deferred-tail`), which
 * `DeferredSection` loads when the reader scrolls near them. The page is still rendered whole at build time (same HTML,
 * table of contents and anchors); only the JavaScript hydrating the lower sections, and imports only they use, leave
 * the first load.
 *
 * The same file compiles twice: as the page, and as its tail, which `./tailMarkerLoader.cjs` marks. Both compiles see
 * the full tree (heading ids and the table of contents come before this plugin) and choose the same split.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Expression, Program} from 'estree';
import {toString} from 'mdast-util-to-string';
import {importNode} from './remarkPageThemeImports';

/** The query that asks for a page's deferred tail. */
export const tailQuery = 'deferred-tail';
/** The MDX comment the tail loader adds; its presence makes this compile the tail. */
export const tailMarker = `/* ${tailQuery} */`;

export type DeferredSectionsOptions = {
  /** How much comes before the deferred part, in characters of prose (other blocks count the room they take). */
  readonly aboveTheFold?: number;
};

/** Local name of the section component in the page module; the leading underscores keep it clear of authors' names. */
const sectionComponent = '__DeferredSection';
const sectionModule = '@site/src/components/DeferredSection';

type VFileLike = {readonly path?: string; readonly cwd?: string};

/** Roughly how much vertical room a node takes, in characters of prose. */
function roomOf(node: RootContent): number {
  switch (node.type) {
    case 'code':
      return 80 * (node.value.split('\n').length + 2);
    case 'table':
      return 80 * node.children.length;
    case 'mdxJsxFlowElement': {
      // A sized image takes its height (at about three characters of prose per pixel, once the column scales it).
      const height = node.attributes.find(
        (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'height',
      );
      return node.name === 'img' && typeof height?.value === 'string' ? 3 * Number(height.value) : 800;
    }
    default:
      return toString(node).length;
  }
}

/** Index in `root.children` where the deferred sections start, or undefined when the page is too short to split. */
function splitIndex(children: readonly RootContent[], aboveTheFold: number): number | undefined {
  let room = 0;
  for (const [index, node] of children.entries()) {
    if (node.type === 'mdxjsEsm' || isTailMarker(node)) {
      continue;
    }
    if (room >= aboveTheFold) {
      return index;
    }
    room += roomOf(node);
  }
  return undefined;
}

function isTailMarker(node: RootContent): boolean {
  return node.type === 'mdxFlowExpression' && node.value.trim() === tailMarker;
}

const esmStatements = (node: RootContent) => (node.type === 'mdxjsEsm' && node.data?.estree?.body) || [];

/** The `export const toc = [...]` node the docs' TOC plugin adds (it has an estree but no source text). */
function isTocExport(node: RootContent): boolean {
  return esmStatements(node).some(
    (statement) =>
      statement.type === 'ExportNamedDeclaration' &&
      statement.declaration?.type === 'VariableDeclaration' &&
      statement.declaration.declarations.some(
        (declarator) => declarator.id.type === 'Identifier' && declarator.id.name === 'toc',
      ),
  );
}

const isImportOnly = (node: RootContent): boolean =>
  node.type === 'mdxjsEsm' && esmStatements(node).every((statement) => statement.type === 'ImportDeclaration');

const namedTypes = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'Identifier', 'JSXIdentifier']);

/** Every identifier and JSX component name a subtree refers to. */
function namesUsedBy(nodes: readonly unknown[]): Set<string> {
  const names = new Set<string>();
  // Arrays are objects too: their entries are their items.
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object') {
      return;
    }
    const record = value as Record<string, unknown>;
    // A JSX element's name may be a member (`Tabs.Item`): it uses the object.
    if (namedTypes.has(String(record.type)) && typeof record.name === 'string') {
      names.add(record.name.split('.')[0]);
    }
    Object.entries(record).forEach(([key, child]) => key !== 'position' && visit(child));
  };
  visit(nodes);
  return names;
}

/** Whether an imported MDX partial has headings of its own (its table-of-contents slice is then not empty). */
function partialHasHeadings(source: string, importer: VFileLike): boolean {
  const file = source.startsWith('@site/')
    ? path.join(importer.cwd ?? process.cwd(), source.slice('@site/'.length))
    : source.startsWith('.') && importer.path
      ? path.resolve(path.dirname(importer.path), source)
      : undefined;
  if (!file) {
    return true;
  }
  try {
    const prose = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    return /^#{1,6}\s/m.test(prose) || /<h[1-6][\s>]/.test(prose);
  } catch {
    return true;
  }
}

/** `<__DeferredSection id load />`: `load` fetches the tail's chunk. */
function sectionElement(id: string, request: string): MdxJsxFlowElement {
  const load: Expression = {
    type: 'ArrowFunctionExpression',
    params: [],
    expression: true,
    body: {type: 'ImportExpression', source: {type: 'Literal', value: request}},
  };
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{type: 'ExpressionStatement', expression: load}],
  };
  return {
    type: 'mdxJsxFlowElement',
    name: sectionComponent,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'id', value: id},
      {
        type: 'mdxJsxAttribute',
        name: 'load',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: `() => import(${JSON.stringify(request)})`,
          data: {estree},
        },
      },
    ],
    children: [],
  };
}

/** Drops the import specifiers (and then declarations) nothing left in the page uses, with their TOC slices. */
function pruneImports(tree: Root, used: Set<string>, file: VFileLike): void {
  const droppedSlices = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm' || !node.data?.estree) {
      continue;
    }
    const program = node.data.estree;
    program.body = program.body.filter((statement) => {
      if (statement.type !== 'ImportDeclaration') {
        return true;
      }
      const componentKept = statement.specifiers.some(
        (specifier) => !isTocSlice(specifier.local.name) && used.has(specifier.local.name),
      );
      const keepSlices = componentKept || partialHasHeadings(String(statement.source.value), file);
      statement.specifiers = statement.specifiers.filter((specifier) => {
        if (isTocSlice(specifier.local.name)) {
          if (!keepSlices) droppedSlices.add(specifier.local.name);
          return keepSlices;
        }
        return used.has(specifier.local.name);
      });
      // An import with no specifiers left would still pull the module into the page: drop it whole.
      return statement.specifiers.length > 0;
    });
  }
  tree.children = tree.children.filter(
    (node) => node.type !== 'mdxjsEsm' || !node.data?.estree || node.data.estree.body.length > 0,
  );
  removeSpreads(tree.children.find(isTocExport), droppedSlices);
}

const isTocSlice = (name: string) => name.startsWith('__toc');

function removeSpreads(value: unknown, names: Set<string>): void {
  if (Array.isArray(value)) {
    for (let index = value.length - 1; index >= 0; index -= 1) {
      const item = value[index] as {type?: string; argument?: {type?: string; name?: string}} | null;
      if (item?.type === 'SpreadElement' && item.argument?.type === 'Identifier' && names.has(item.argument.name!)) {
        value.splice(index, 1);
      } else {
        removeSpreads(item, names);
      }
    }
  } else if (value !== null && typeof value === 'object') {
    Object.values(value).forEach((child) => removeSpreads(child, names));
  }
}

export default function remarkDeferredSections(options: DeferredSectionsOptions = {}) {
  const aboveTheFold = options.aboveTheFold ?? 1800;
  return (tree: Root, file: VFileLike): void => {
    if (!file.path?.endsWith('.mdx') || path.basename(file.path).startsWith('_')) {
      return;
    }
    const split = splitIndex(tree.children, aboveTheFold);
    if (tree.children.some(isTailMarker)) {
      if (split === undefined) {
        throw new Error(`${file.path}: asked for its deferred sections, but the page is not split.`);
      }
      // The tail keeps its imports and exports (unused ones are dropped by the bundler) and the lower sections.
      tree.children = tree.children.filter(
        (node, index) => !isTailMarker(node) && !isTocExport(node) && (node.type === 'mdxjsEsm' || index >= split),
      );
      return;
    }
    if (split === undefined) {
      return;
    }
    const id = path.relative(file.cwd ?? process.cwd(), file.path).replaceAll(path.sep, '/');
    const kept = tree.children.filter((node, index) => node.type === 'mdxjsEsm' || index < split);
    const headContent = kept.filter((node) => node.type !== 'mdxjsEsm');
    const otherExports = kept.filter((node) => node.type === 'mdxjsEsm' && !isTocExport(node) && !isImportOnly(node));
    tree.children = [importNode(sectionModule, sectionComponent), ...kept];
    const lastContent = headContent.at(-1);
    const insertAt = lastContent ? tree.children.indexOf(lastContent) + 1 : tree.children.length;
    tree.children.splice(insertAt, 0, sectionElement(id, `${file.path}?${tailQuery}`));
    pruneImports(tree, namesUsedBy([...headContent, ...otherExports]).add(sectionComponent), file);
  };
}
