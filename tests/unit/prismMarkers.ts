/** What Prism code looks like in a bundle, minified or not: for scans that prove the browser gets none of it. */

/** Grammars: Prism assigns and extends `<prism>.languages.<id>`, property names that survive minification. */
export const grammarCode =
  /languages\.(extend|insertBefore)\(|languages\.[a-z][\w-]*\s*=|languages\[["'][\w-]+["']\]\s*=/i;

/** The tokenizer: the name of the hook it runs first is a string, so it survives minification too. */
export const tokenizerCode = /["']before-tokenize["']/;
