/**
 * Remark plugin for docs, blog posts and pages: fails the build, naming the file and line, when a paragraph starts a
 * line with `:::`. That is a directive Markdown did not take, such as `:::note Some title`: Docusaurus 3 reads an
 * admonition's title only in brackets (`:::note[Some title]`), and prints any other form as plain text.
 */
import type {Nodes, Paragraph, Root} from 'mdast';
import type {Plugin} from 'unified';
import type {VFile} from 'vfile';

const rawDirective = /(?:^|\n)(:::.*)/;

function checkParagraph(paragraph: Paragraph, file: VFile): void {
  paragraph.children.forEach((child, index) => {
    if (child.type !== 'text') return;
    const match = rawDirective.exec(child.value);
    // A text node after inline code or a link does not start a line unless the match follows a line break.
    if (!match || (index > 0 && !match[0].startsWith('\n'))) return;
    file.fail(
      `\`${match[1].trim()}\` is shown as text, not as a callout: write an admonition's title in brackets, as in ` +
        '`:::note[Title]`, or leave it out.',
      child,
    );
  });
}

function visit(node: Nodes, file: VFile): void {
  if (node.type === 'paragraph') {
    checkParagraph(node, file);
    return;
  }
  if ('children' in node) node.children.forEach((child) => visit(child, file));
}

const remarkRawDirectives: Plugin<[], Root> = () => (tree, file) => visit(tree, file);

export default remarkRawDirectives;
