import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The site's tsconfig preserves JSX for Docusaurus; component tests need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
