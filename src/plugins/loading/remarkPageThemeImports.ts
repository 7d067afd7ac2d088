/**
 * Remark plugin for docs, blog posts and MDX pages: a page that shows a code block or an admonition imports the code
 * that renders it (src/components/CodeBlockBody, src/components/AdmonitionBody), so it loads with the page, before
 * hydration. Those modules register themselves (src/lib/whenUsed), the wrappers in src/theme render them at once, and
 * pages without one never load them.
 */
import type {Root} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';

type MarkdownNode = {readonly type: string; readonly name?: unknown; readonly data?: {readonly hName?: unknown}};

/** The theme component a Markdown node renders, if it is one of those loaded only where used. */
function componentOf(node: MarkdownNode): string | undefined {
  if (node.type === 'code') {
    return '@site/src/components/CodeBlockBody';
  }
  // Docusaurus's own remark step, which runs before this one, marks `:::note` blocks as `admonition` elements.
  if (node.data?.hName === 'admonition' || (node.type === 'mdxJsxFlowElement' && node.name === 'admonition')) {
    return '@site/src/components/AdmonitionBody';
  }
  return undefined;
}

function componentsIn(node: unknown, found: Set<string>): Set<string> {
  if (node !== null && typeof node === 'object') {
    const component = componentOf(node as MarkdownNode);
    if (component) {
      found.add(component);
    }
    const {children} = node as {children?: unknown};
    if (Array.isArray(children)) {
      children.forEach((child) => componentsIn(child, found));
    }
  }
  return found;
}

function sideEffectImport(source: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers: [], source: {type: 'Literal', value: source}, attributes: []}],
      },
    },
  };
}

export default function remarkPageThemeImports() {
  return (tree: Root): void => {
    const imports = [...componentsIn(tree, new Set())].sort().map(sideEffectImport);
    tree.children.unshift(...imports);
  };
}
