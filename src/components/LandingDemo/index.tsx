import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
// The demo is on the first screen: its code block's code loads with the page (see src/lib/whenUsed).
import '@site/src/components/CodeBlockBody';
import Heading from '@theme/Heading';
import LivePlayground from '@site/src/components/Playground';
import styles from './styles.module.css';
import example from './example.tsx?highlight';
import picture from './example.tsx?picture';

/** The example's source, as shown (and copied) on the landing page. */
export const landingExample = example.code;

const title = 'src/ui.tsx';

/** The landing example, live; until it starts (or without JS) beside a build-time picture, in the playground layout. */
export default function LandingDemo(): ReactNode {
  const drawing = (
    <svg
      className={styles.canvas}
      viewBox={picture.viewBox}
      role="img"
      aria-label={`What this code draws: the page “${picture.pageName}”`}
      dangerouslySetInnerHTML={{__html: picture.markup}}
    />
  );
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
        <LivePlayground code={landingExample} title={title} picture={drawing}>
          <div className={styles.example}>
            <div className={styles.panes}>
              <CodeBlock language={example.language} title={title} tokenizedHtml={example.tokenizedHtml}>
                {landingExample}
              </CodeBlock>
              <figure className={styles.preview} data-testid="landing-picture">
                {drawing}
                <figcaption className={styles.caption}>
                  Drawn by react-figma 0.31.0 when this site was built. Touch or scroll the page and the code becomes
                  live: edit it and see the layers redrawn.
                </figcaption>
              </figure>
            </div>
          </div>
        </LivePlayground>
      </div>
    </section>
  );
}
