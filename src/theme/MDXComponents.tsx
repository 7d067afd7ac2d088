// Wrapped so tables too wide for the column, which scroll sideways, can be reached with the keyboard (WCAG 2.1.1), and
// so inline code with line-break points (src/plugins/code-breaks) stays inline.
import type {ComponentProps, ReactNode} from 'react';
import CodeInline from '@theme/CodeInline';
import MDXComponents from '@theme-original/MDXComponents';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

/** Docusaurus takes code whose children are not all text for a code block; its `<wbr>` children make code so. */
function Code(props: ComponentProps<typeof MDXComponents.code> & {readonly 'data-breaks'?: string}): ReactNode {
  return props['data-breaks'] === undefined ? <MDXComponents.code {...props} /> : <CodeInline {...props} />;
}

export default {...MDXComponents, table: Table, code: Code};
