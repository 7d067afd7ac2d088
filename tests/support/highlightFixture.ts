/** The site with a page full of code blocks (tests/fixtures/highlight-fixture.mdx) at /highlight-fixture. */
import {readFileSync} from 'node:fs';

export const highlightFixture = [
  'highlight-fixture',
  {'src/pages/highlight-fixture.mdx': readFileSync('tests/fixtures/highlight-fixture.mdx', 'utf8')},
] as const;
