import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export const landingExample = `import * as React from 'react';
import {Page, View, Text, render} from 'react-figma';

function ProfileCard() {
  return (
    <View style={{width: 240, padding: 16, backgroundColor: '#ffffff', borderRadius: 12}}>
      <View style={{flexDirection: 'row', alignItems: 'center'}}>
        <View style={{width: 48, height: 48, borderRadius: 24, backgroundColor: '#7b61ff'}} />
        <Text style={{marginLeft: 12, fontSize: 18, fontWeight: 'bold'}}>Ada Lovelace</Text>
      </View>
      <Text style={{marginTop: 12, fontSize: 14, color: '#555555'}}>Drawn by React, laid out by Yoga.</Text>
    </View>
  );
}

render(
  <Page name="Cards" isCurrent>
    <ProfileCard />
  </Page>,
);
`;

/** The landing page's example, live: `metastring="live"` makes the CodeBlock wrapper add the playground. */
export default function LandingDemo(): ReactNode {
  return (
    <section className={styles.demo} aria-labelledby="demo-heading">
      <div className="container">
        <Heading as="h2" id="demo-heading">
          A Figma layer tree, written in React
        </Heading>
        <p>
          This component becomes a frame, an ellipse-like rounded rectangle and two text layers on a page
          called “Cards”. Run it again and the same layers are updated, not duplicated.
        </p>
        <CodeBlock language="tsx" title="src/ui.tsx" metastring="live">
          {landingExample}
        </CodeBlock>
      </div>
    </section>
  );
}
