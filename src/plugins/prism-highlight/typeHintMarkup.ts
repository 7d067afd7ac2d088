/**
 * The markup of a type hint in a code block's HTML: written at build time by `highlighter.ts`, read in the browser
 * by the popup script (`client/typeHints.ts`). Safe for the client bundle.
 */
export const typeHintClassName = 'type-hint';
/** TypeScript's quick info for the identifier. */
export const typeAttribute = 'data-type';
/** The first paragraph of its JSDoc, when it has one. */
export const summaryAttribute = 'data-summary';
