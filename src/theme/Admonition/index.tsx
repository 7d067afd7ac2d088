// Wrapped so the original's code (layout and icons) loads only on pages that show an admonition.
import {lazy, Suspense} from 'react';
import type {ReactNode} from 'react';
import type AdmonitionType from '@theme/Admonition';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof AdmonitionType>;

const Admonition = lazy(() => import('@theme-original/Admonition'));

export default function AdmonitionWrapper(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <Admonition {...props} />
    </Suspense>
  );
}
