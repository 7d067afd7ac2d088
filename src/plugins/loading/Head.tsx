// Docusaurus's `@docusaurus/Head` for the browser bundle (src/plugins/loading aliases it), not swizzlable: a Helmet
// renders only once the page has hydrated, so the head is updated in one go with the final tags.
import {useSyncExternalStore, type ReactNode} from 'react';
import {Helmet} from 'react-helmet-async';
import type {Props} from '@docusaurus/Head';

const subscribeToNothing = () => () => {};

/**
 * React hydrates a page in slices, and react-helmet-async registers a Helmet while it renders and applies the tags
 * of the Helmets registered so far on the next animation frame: between two slices the browser applied a
 * half-rendered page's `<html>` class and meta tags, and each class change restyled the whole page. The server
 * already wrote the final tags, so during hydration a Helmet renders nothing; React renders it right after, when
 * every Helmet registers in the same pass. After hydration (a client-side navigation) it renders at once.
 */
export default function Head(props: Props): ReactNode {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return hydrated ? <Helmet {...props} /> : null;
}
