// Replaced rather than wrapped: the original only says "page not found"; readers need search and routes onward.
import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import SearchButton from '../../../components/SearchButton';
import {fetchSearchAsset} from '../../../search/assets';
import type {PageEntry} from '../../../search/suggest';
import styles from './styles.module.css';

type Destination = {readonly to: string; readonly label: string; readonly hint: string};

const destinations: readonly Destination[] = [
  {to: '/docs', label: 'Documentation home', hint: 'Install react-figma and set up a plugin.'},
  {to: '/docs/API', label: 'API reference', hint: 'Every component and helper, with props.'},
  {to: '/blog', label: 'Blog', hint: 'Release notes and deep dives.'},
];

function Destinations({links}: {readonly links: readonly Destination[]}): ReactNode {
  return (
    <ul className={styles.destinations}>
      {links.map(({to, label, hint}) => (
        <li key={to}>
          <Link to={to}>{label}</Link>
          <span className={styles.hint}> — {hint}</span>
        </li>
      ))}
    </ul>
  );
}

type Closest = {readonly pathname: string; readonly query: string; readonly pages: readonly PageEntry[]};

/**
 * The site's pages closest to the path that was asked for, and a starting query for search. The ranking code
 * loads with the page list: doc pages embed this component, and must not carry it on first load.
 */
function useClosestPages(pathname: string): Omit<Closest, 'pathname'> {
  const [closest, setClosest] = useState<Closest>();
  useEffect(() => {
    let current = true;
    Promise.all([fetchSearchAsset('pages'), import('../../../search/suggest')]).then(
      ([text, {parsePageList, queryFromPath, suggestPages}]) =>
        current &&
        setClosest({pathname, query: queryFromPath(pathname), pages: suggestPages(pathname, parsePageList(text))}),
      () => undefined, // Without the list the page still offers search and the links below.
    );
    return () => {
      current = false;
    };
  }, [pathname]);
  return closest?.pathname === pathname ? closest : {query: '', pages: []};
}

export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  const {query, pages: closestPages} = useClosestPages(pathname);
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1">Page not found</Heading>
          <p>There is no page at this address. It may have moved, or the link may have a typo.</p>
          <div className={styles.search}>
            <SearchButton variant="field" label="Search the docs and blog" initialQuery={query} />
          </div>
          {closestPages.length > 0 && (
            <section aria-labelledby="closest-pages">
              <h2 id="closest-pages" className={styles.subheading}>
                Did you mean
              </h2>
              <Destinations links={closestPages.map(({route, title}) => ({to: route, label: title, hint: route}))} />
            </section>
          )}
          <h2 className={styles.subheading}>Or start from</h2>
          <Destinations links={destinations} />
        </div>
      </div>
    </main>
  );
}
