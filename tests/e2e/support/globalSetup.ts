import {buildFixtureSite} from '../../support/siteCopy';
import {highlightFixture} from '../../support/highlightFixture';

/**
 * Builds the highlight fixture site before any browser starts, unless `npm test`'s unit run has already kept it: built
 * inside a test, beside a worker running browser tests, it took over six minutes on one busy core.
 */
export default function globalSetup(): void {
  buildFixtureSite(...highlightFixture);
}
