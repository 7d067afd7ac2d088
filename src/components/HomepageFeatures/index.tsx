import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

const features = [
  {
    title: 'Components become Figma nodes',
    description: (
      <>
        <code>&lt;Frame&gt;</code>, <code>&lt;Text&gt;</code> and <code>&lt;Rectangle&gt;</code> are not pictures of
        layers: each one creates and updates a real node in the open document through the Figma plugin API.
      </>
    ),
  },
  {
    title: 'Flexbox layout with Yoga',
    description: (
      <>
        Write <code>flexDirection</code>, <code>padding</code> and <code>justifyContent</code> as you would in React
        Native. Yoga computes every position and size, and react-figma moves the nodes to match.
      </>
    ),
  },
  {
    title: 'React Native primitives',
    description: (
      <>
        <code>View</code>, <code>Text</code>, <code>Image</code>, <code>StyleSheet</code> and <code>Platform</code>{' '}
        follow the react-native API, so components shared with react-native or react-primitives can draw into Figma.
      </>
    ),
  },
  {
    title: 'Hydration, not duplication',
    description: (
      <>
        Run the plugin again and react-figma finds the nodes it made last time and updates them in place, keeping hot
        module replacement and repeated runs tidy.
      </>
    ),
  },
];

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className={styles.heading}>
          What react-figma does
        </Heading>
        <div className={styles.grid}>
          {features.map(({title, description}) => (
            <div key={title} className={styles.feature}>
              <Heading as="h3">{title}</Heading>
              <p>{description}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
