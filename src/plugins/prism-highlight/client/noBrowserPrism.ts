/**
 * Stands in for theme-classic's `prism-include-languages` client module, which would load prism-react-renderer
 * and its grammars into every page: code is highlighted at build time, so the browser needs none of it.
 */
export {};
