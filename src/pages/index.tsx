import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import HomepageWhy from '@site/src/components/HomepageWhy';
import LandingDemo from '@site/src/components/LandingDemo';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title={`${siteConfig.title}: ${siteConfig.tagline}`}
      description="react-figma renders React components into Figma documents: real nodes, flexbox layout with Yoga, and React Native primitives.">
      <header className={clsx('hero', styles.hero)}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {siteConfig.title}
          </Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/configure">
              Getting Started
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/API">
              API
            </Link>
          </div>
        </div>
      </header>
      <main>
        <LandingDemo />
        <HomepageWhy />
        <HomepageFeatures />
      </main>
    </Layout>
  );
}
