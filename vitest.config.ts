import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The site's tsconfig preserves JSX for Docusaurus; component tests need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  // Docusaurus's own alias, for tests of theme code that imports it.
  resolve: {alias: {'@docusaurus/ExecutionEnvironment': '@docusaurus/core/lib/client/exports/ExecutionEnvironment.js'}},
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
