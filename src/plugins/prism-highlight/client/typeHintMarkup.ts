/**
 * The markup of type hints, written by the build and read by the popup script (client-safe). A block's HTML only marks
 * its identifiers; their types are in a JSON table per block, fetched on the first hover or focus.
 */
export const typeHintClassName = 'type-hint';

/** The type hint an event's target is in. */
export function hintOf(target: EventTarget | null): HTMLElement | undefined {
  const hint = target instanceof Element ? target.closest(`.${typeHintClassName}`) : null;
  return hint instanceof HTMLElement ? hint : undefined;
}

/** On a block's first marker: the id of the block's table. */
export const tableAttribute = 'data-type-hints';

/** Where a block's table is, under the site's base URL. */
export const tableFile = (tableId: string): string => `assets/type-hints/${tableId}.json`;

/** One entry per marker of the block, in order: TypeScript's quick info, and the JSDoc summary when there is one. */
export type TypeHintTable = readonly (readonly [type: string, summary?: string])[];
