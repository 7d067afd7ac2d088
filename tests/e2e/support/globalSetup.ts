import {buildFixtureSite} from '../../support/siteCopy';
import {highlightFixture} from '../../support/highlightFixture';

/**
 * Builds the highlight fixture site before any browser starts, unless `npm test`'s unit run has already kept it: built
 * inside a test, it would share the cores with the browser tests and slow both.
 */
export default function globalSetup(): void {
  buildFixtureSite(...highlightFixture);
}
