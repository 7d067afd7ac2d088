// Replaced rather than wrapped: the original only says "page not found", and readers need routes onward.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

const destinations = [
  {to: '/docs', label: 'Documentation home', hint: 'Install react-figma and set up a plugin.'},
  {to: '/docs/API', label: 'API reference', hint: 'Every component and helper, with props.'},
  {to: '/blog', label: 'Blog', hint: 'Release notes and deep dives.'},
] as const;

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1">Page not found</Heading>
          <p>There is no page at this address. It may have moved, or the link may have a typo.</p>
          <ul className={styles.destinations}>
            {destinations.map(({to, label, hint}) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
                <span className={styles.hint}> — {hint}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
