// `@docusaurus/Head` for the browser bundle (aliased by src/plugins/loading, as it is not swizzlable).
import {useSyncExternalStore, type ReactNode} from 'react';
import {Helmet} from 'react-helmet-async';
import type {Props} from '@docusaurus/Head';

const subscribeToNothing = () => () => {};

/**
 * React hydrates a page in slices, and react-helmet-async applies the tags of the Helmets registered so far on the
 * next animation frame: between slices the browser applied a half-rendered page's `<html>` class and meta tags, each
 * class change restyling the whole page. The server wrote the final tags, so during hydration a Helmet renders nothing;
 * React renders them right after, all in one pass. After hydration (a client-side navigation) it renders at once.
 */
export default function Head(props: Props): ReactNode {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return hydrated ? <Helmet {...props} /> : null;
}
