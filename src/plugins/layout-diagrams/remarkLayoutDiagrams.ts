/**
 * Turns `<LayoutDiagram name="page-root" alt="…" />` in MDX into the diagram of the program ./examples/page-root.tsx
 * (./figureMarkup.ts) as the HTML of a plain <div>: inline, it takes the site's colours in light and dark mode; as
 * HTML, it adds no component code. The examples run through the live playground's renderer (./renderDiagrams.ts)
 * when the first page with a diagram compiles, and again after one of them changed, so no diagram is committed and
 * none can drift from the library.
 */
import {readFile} from 'node:fs/promises';
import type {Program} from 'estree';
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {valueToEstree as ValueToEstree} from 'estree-util-value-to-estree';
import {loadOnce} from '../../lib/loadOnce';
import type {DiagramSvg} from './DiagramSvg';
import {layoutDiagramExamples} from './examples';
import {diagramFigureHtml} from './figureMarkup';

/** Each diagram by its example's name. */
export type Diagrams = Readonly<Record<string, DiagramSvg>>;

export type RemarkLayoutDiagramsOptions = {
  /** The diagrams; by default, each example of ./examples rendered. */
  readonly loadDiagrams?: () => Promise<Diagrams>;
};

const diagramElement = 'LayoutDiagram';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** `dangerouslySetInnerHTML={{__html: html}}`, with the expression's tree, which MDX compiles from. */
function innerHtmlAttribute(html: string, valueToEstree: typeof ValueToEstree): MdxJsxAttribute {
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

/** The examples rendered once for each version of their sources (the client and server builds share them). */
const renderOnce = loadOnce<Diagrams, string>(async () => {
  // Loaded here, not at the top: the renderer and its bundler load only when a page shows a diagram.
  const {renderLayoutDiagrams} = await import('./renderDiagrams');
  const diagrams = await renderLayoutDiagrams(layoutDiagramExamples);
  return Object.fromEntries(diagrams.map((diagram) => [diagram.name, diagram]));
});

async function renderedDiagrams(): Promise<Diagrams> {
  const sources = await Promise.all(layoutDiagramExamples.map(({file}) => readFile(file, 'utf8')));
  return renderOnce(sources.join('\0'));
}

function diagramElementsIn(node: unknown, found: JsxElement[] = []): JsxElement[] {
  const {type, name, children} = node as Partial<JsxElement>;
  if ((type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement') && name === diagramElement) {
    found.push(node as JsxElement);
  } else {
    children?.forEach((child) => diagramElementsIn(child, found));
  }
  return found;
}

export default function remarkLayoutDiagrams({loadDiagrams = renderedDiagrams}: RemarkLayoutDiagramsOptions = {}) {
  return async (tree: Root, file: {readonly path?: string}): Promise<void> => {
    const wanted = diagramElementsIn(tree).map((element) => {
      const where = `${file.path ?? 'an MDX file'}:${element.position?.start.line ?? '?'}`;
      return {
        element,
        where,
        name: stringAttribute(element, 'name', where),
        alt: stringAttribute(element, 'alt', where),
      };
    });
    if (wanted.length === 0) return;
    // Loaded here, as the renderer is: a page without a diagram needs neither.
    const [diagrams, {valueToEstree}] = await Promise.all([loadDiagrams(), import('estree-util-value-to-estree')]);
    for (const {element, where, name, alt} of wanted) {
      const diagram = diagrams[name];
      if (!diagram) {
        throw new Error(
          `layout-diagrams: <${diagramElement} name="${name}"> at ${where} names no diagram; ` +
            `the examples are ${Object.keys(diagrams).join(', ')}.`,
        );
      }
      element.name = 'div';
      element.children = [];
      element.attributes = [
        {type: 'mdxJsxAttribute', name: 'className', value: 'layout-diagram'},
        innerHtmlAttribute(diagramFigureHtml(name, diagram, alt), valueToEstree),
      ];
    }
  };
}
