import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The site's tsconfig preserves JSX for Docusaurus; component tests need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  // Docusaurus's own alias, for tests of theme code that imports it.
  resolve: {alias: {'@docusaurus/ExecutionEnvironment': '@docusaurus/core/lib/client/exports/ExecutionEnvironment.js'}},
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // Vitest leaves a core to its main process, which only waits: on a two-core machine that ran the files one at a
    // time, and `npm test` ran its unit stage in 205 s instead of 170 s.
    maxWorkers: availableParallelism(),
    testTimeout: 120_000,
    // Several suites build a worker bundle or a TypeScript environment in `beforeAll`: a test's work, with a test's
    // limit (the default 10 s ran out while a build shared the cores).
    hookTimeout: 120_000,
  },
});
