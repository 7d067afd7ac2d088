// The one tslib helper that @docusaurus/utils-common's CommonJS build uses in the browser: requiring it alone
// keeps the rest of tslib out of every page's main bundle.
export {__importDefault} from 'tslib';
