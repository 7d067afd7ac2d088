/** Route-change progress bar per the spec (§9): shown after 1000 ms (theme-classic's: 200 ms), until the page shows. */
import nprogress from 'nprogress';
import type {ClientModule} from '@docusaurus/types';
import 'nprogress/nprogress.css';
import './progressBar.css';

// nprogress 0.2 reads trickleRate/trickleSpeed, which its typings do not list.
nprogress.configure({
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: false,
} as Partial<nprogress.NProgressOptions>);

const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) {
      return undefined;
    }
    const timer = window.setTimeout(() => nprogress.start(), 1000);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    nprogress.done();
  },
};

export default progressBar;
