/** `import snippet from './file.tsx?highlight'`: see src/plugins/prism-highlight/snippet.ts. */
declare module '*?highlight' {
  const snippet: import('../snippet').HighlightedSnippet;
  export default snippet;
}
