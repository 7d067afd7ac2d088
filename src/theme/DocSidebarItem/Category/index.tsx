// Wrapped so an always-open category without a page is announced as the heading of its group, not as a link with no href.
import type {ReactNode} from 'react';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type {WrapperProps} from '@docusaurus/types';

export default function CategoryWrapper(props: WrapperProps<typeof CategoryType>): ReactNode {
  const {item, level} = props;
  const isGroupHeading = item.collapsible === false && item.href === undefined;
  // The original spreads extra props onto its label element, after its own attributes.
  return isGroupHeading ? <Category {...props} role="heading" aria-level={level + 1} /> : <Category {...props} />;
}
