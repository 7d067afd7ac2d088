import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
// The demo is on the first screen: its code block's code loads with the page (see src/lib/whenUsed).
import '@site/src/components/CodeBlockBody';
import Heading from '@theme/Heading';
import styles from './styles.module.css';
import example from './example.tsx?highlight';

/** The example's source, as shown (and copied) on the landing page. */
export const landingExample = example.code;

/** The landing page's example, live: `metastring="live"` makes the CodeBlock wrapper add the playground. */
export default function LandingDemo(): ReactNode {
  return (
    <section className={styles.demo} aria-labelledby="demo-heading">
      <div className="container">
        <Heading as="h2" id="demo-heading">
          A Figma layer tree, written in React
        </Heading>
        <p>
          This component becomes a frame, an ellipse-like rounded rectangle and two text layers on a page called
          “Cards”. Run it again and the same layers are updated, not duplicated.
        </p>
        <CodeBlock
          language={example.language}
          title="src/ui.tsx"
          metastring="live"
          tokenizedHtml={example.tokenizedHtml}>
          {landingExample}
        </CodeBlock>
      </div>
    </section>
  );
}
