/**
 * Remark plugin: `<LayoutDiagram name="page-root" alt="…" />` becomes the diagram the layout-diagrams plugin rendered
 * (./index.ts), inline: its SVG (named by the alt text), legend and caption (./figureMarkup.ts), as the HTML of a
 * plain <div>. Inline, it takes the site's colours in light and dark mode; as HTML, it adds no component code.
 */
import type {Program} from 'estree';
import {valueToEstree} from 'estree-util-value-to-estree';
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {diagramFigureHtml} from './figureMarkup';
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

/** `dangerouslySetInnerHTML={{__html: html}}`, with the expression's tree, which MDX compiles from. */
function innerHtmlAttribute(html: string): MdxJsxAttribute {
  const value = {__html: html};
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{type: 'ExpressionStatement', expression: valueToEstree(value)}],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value), data: {estree}},
  };
}

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
        node.name = 'div';
        node.children = [];
        node.attributes = [
          attribute('className', 'layout-diagram'),
          innerHtmlAttribute(diagramFigureHtml(name, diagram, alt)),
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
