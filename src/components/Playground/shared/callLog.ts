/** What the Calls tab lists: the `figma.*` calls one render made, as the worker recorded them. */

export type CallLogEntry =
  | {readonly kind: 'create'; readonly method: string; readonly nodeId: string; readonly nodeType: string}
  /** Properties written and methods (`resize()`, `appendChild()`) called on one node, in first-use order. */
  | {readonly kind: 'update'; readonly nodeId: string; readonly properties: readonly string[]; readonly writes: number}
  | {readonly kind: 'remove'; readonly nodeId: string}
  /** Any other `figma.*` method, with how often it was called. */
  | {readonly kind: 'call'; readonly method: string; readonly count: number};

export type CallLog = {
  /** In order of first occurrence; long renders keep only the first entries. */
  readonly entries: readonly CallLogEntry[];
  /** Every recorded call and write, including those past the kept entries. */
  readonly total: number;
};
