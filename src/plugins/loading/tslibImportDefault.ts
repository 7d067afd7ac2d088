// The one tslib helper @docusaurus/utils-common uses in the browser: alone, it keeps the rest of tslib out of pages.
export {__importDefault} from 'tslib';
