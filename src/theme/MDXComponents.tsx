// Wrapped so tables too wide for the column, which scroll sideways, can be reached with the keyboard (WCAG 2.1.1).
import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: Table};
