/**
 * Remark plugin: `<LayoutDiagram name="page-root" alt="…" />` becomes a plain, lazy <img> of the diagram the
 * layout-diagrams plugin rendered (./index.ts), with the SVG's URL, width and height from its manifest. A plain
 * <img> adds no component code to the page, and the stated size keeps the layout from shifting as it loads.
 */
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {readDiagramManifest, type DiagramManifest} from './manifest';

export type RemarkLayoutDiagramsOptions = {
  /** The layout-diagrams plugin's `manifestFile`. */
  readonly manifestFile: string;
};

export const diagramElement = 'LayoutDiagram';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type VFileLike = {readonly path?: string};

function isDiagramElement(node: unknown): node is JsxElement {
  const candidate = node as Partial<JsxElement> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    (candidate.type === 'mdxJsxFlowElement' || candidate.type === 'mdxJsxTextElement') &&
    candidate.name === diagramElement
  );
}

const attribute = (name: string, value: string): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value});

function stringAttribute(element: JsxElement, name: string, where: string): string {
  const found = element.attributes.find(
    (candidate): candidate is MdxJsxAttribute => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  if (typeof found?.value !== 'string' || found.value.trim() === '') {
    throw new Error(
      `layout-diagrams: <${diagramElement}> at ${where} needs the ${name}="…" attribute, as a plain string.`,
    );
  }
  return found.value;
}

export default function remarkLayoutDiagrams({manifestFile}: RemarkLayoutDiagramsOptions) {
  return (tree: Root, file: VFileLike): void => {
    let manifest: DiagramManifest | undefined;
    const replace = (node: unknown): void => {
      if (isDiagramElement(node)) {
        const where = `${file.path ?? 'an MDX file'}:${node.position?.start.line ?? '?'}`;
        const name = stringAttribute(node, 'name', where);
        const alt = stringAttribute(node, 'alt', where);
        manifest ??= readDiagramManifest(manifestFile);
        const diagram = manifest[name];
        if (!diagram) {
          throw new Error(
            `layout-diagrams: <${diagramElement} name="${name}"> at ${where} names no diagram; ` +
              `the examples are ${Object.keys(manifest).join(', ')}.`,
          );
        }
        node.name = 'img';
        node.children = [];
        node.attributes = [
          attribute('src', diagram.url),
          attribute('alt', alt),
          attribute('width', String(diagram.width)),
          attribute('height', String(diagram.height)),
          attribute('loading', 'lazy'),
          attribute('decoding', 'async'),
        ];
        return;
      }
      const {children} = (node ?? {}) as {children?: unknown};
      if (Array.isArray(children)) {
        children.forEach(replace);
      }
    };
    replace(tree);
  };
}
