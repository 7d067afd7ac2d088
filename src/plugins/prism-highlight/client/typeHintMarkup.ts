/**
 * The markup of type hints, shared by the build, which writes it, and the popup script, which reads it. Safe for
 * the client bundle. A block's HTML only marks its identifiers; their types are in a table (one JSON file per block)
 * that the popup fetches on the first hover or focus, so a page's first load carries a few bytes per identifier.
 */
export const typeHintClassName = 'type-hint';

/** On a block's first marker: the id of the block's table. */
export const tableAttribute = 'data-type-hints';

/** Where a block's table is, under the site's base URL. */
export const tableFile = (tableId: string): string => `assets/type-hints/${tableId}.json`;

/** One entry per marker of the block, in order: TypeScript's quick info, and the JSDoc summary when there is one. */
export type TypeHintTable = readonly (readonly [type: string, summary?: string])[];
