// What the bundler (Rspack, webpack-compatible) provides to browser and server code.
declare namespace NodeJS {
  interface Require {
    /** A module's id without making it a dependency (and without loading it). */
    resolveWeak(request: string): string | number;
  }
}

/** The module factories of every chunk loaded so far, by module id. */
declare const __webpack_modules__: Record<string | number, unknown> | undefined;
declare function __webpack_require__(moduleId: string | number): unknown;
