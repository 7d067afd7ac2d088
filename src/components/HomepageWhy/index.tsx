import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

const reasons = [
  {
    title: 'A design system kept as code',
    description:
      'Render your component library into Figma as real components, variants and styles, and update them by running the plugin again.',
  },
  {
    title: 'Screens generated from data',
    description:
      'Let a plugin build tables, cards and reports from data with React state and flexbox, instead of placing every layer by hand.',
  },
  {
    title: 'One library for web and Figma',
    description:
      'Components written against React Native primitives build for the web, for apps and for Figma from the same files.',
  },
];

/** The landing page's short answer to "why use it": three uses, one limit, a link to the full page. */
export default function HomepageWhy(): ReactNode {
  return (
    <section className={styles.why} aria-labelledby="why-heading">
      <div className="container">
        <Heading as="h2" id="why-heading" className={styles.heading}>
          Why react-figma
        </Heading>
        <ul className={styles.reasons}>
          {reasons.map(({title, description}) => (
            <li key={title}>
              <strong>{title}.</strong> {description}
            </li>
          ))}
        </ul>
        <p className={styles.limit}>
          It goes from React to Figma only: it does not turn designs into code.{' '}
          <Link to="/docs/why-react-figma">When to use react-figma, and when not</Link>
        </p>
      </div>
    </section>
  );
}
