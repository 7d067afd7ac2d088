/**
 * Remark plugin for docs, blog posts and MDX pages: a page that shows a code block or an admonition imports the code
 * that renders it (src/components/CodeBlockBody, src/components/AdmonitionBody), so it loads with the page, before
 * hydration. Those modules register themselves (src/lib/whenUsed), the wrappers in src/theme render them at once, and
 * pages without one never load them.
 */
import type {Nodes, Root} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';

/** The theme component a Markdown node renders, if it is one of those loaded only where used. */
function componentOf(node: Nodes): string | undefined {
  if (node.type === 'code') {
    return '@site/src/components/CodeBlockBody';
  }
  // Docusaurus's own remark step, which runs before this one, marks `:::note` blocks as `admonition` elements.
  if (node.data?.hName === 'admonition' || (node.type === 'mdxJsxFlowElement' && node.name === 'admonition')) {
    return '@site/src/components/AdmonitionBody';
  }
  return undefined;
}

function componentsIn(node: Nodes, found: Set<string>): Set<string> {
  const component = componentOf(node);
  if (component) {
    found.add(component);
  }
  if ('children' in node) {
    node.children.forEach((child) => componentsIn(child, found));
  }
  return found;
}

/** `import '<source>';`, or with `local`, `import <local> from '<source>';`. */
export function importNode(source: string, local?: string): MdxjsEsm {
  const specifiers = local ? [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: local}} as const] : [];
  return {
    type: 'mdxjsEsm',
    value: local ? `import ${local} from '${source}';` : `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers, source: {type: 'Literal', value: source}, attributes: []}],
      },
    },
  };
}

export default function remarkPageThemeImports() {
  return (tree: Root): void => {
    const imports = [...componentsIn(tree, new Set())].sort().map((source) => importNode(source));
    tree.children.unshift(...imports);
  };
}
