import {availableParallelism} from 'node:os';
import path from 'node:path';
import {defineConfig} from 'vitest/config';
import {BaseSequencer, type TestSpecification} from 'vitest/node';

/**
 * Files whose tests build sites, one after another (tests/support/siteCopy.ts). On a fresh clone
 * Vitest knows no durations and starts the largest files first, which left these to run last, alone on one core.
 */
const siteBuildingFiles = ['tests/unit/buildRules.test.ts', 'tests/unit/highlighting-build.test.ts'];

class SiteBuildsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const buildsSite = (file: TestSpecification) => siteBuildingFiles.includes(path.relative(__dirname, file.moduleId));
    const sorted = await super.sort(files);
    return [...sorted.filter(buildsSite), ...sorted.filter((file) => !buildsSite(file))];
  }
}

export default defineConfig({
  // The site's tsconfig preserves JSX for Docusaurus; component tests need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  // Docusaurus's own aliases, for tests of page code that imports them.
  resolve: {
    alias: {
      '@docusaurus/ExecutionEnvironment': '@docusaurus/core/lib/client/exports/ExecutionEnvironment.js',
      '@docusaurus/router': '@docusaurus/core/lib/client/exports/router.js',
      '@site': __dirname,
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // Vitest leaves a core to its main process by default, which only waits: on a two-core machine that would run the
    // files one at a time.
    maxWorkers: availableParallelism(),
    sequence: {sequencer: SiteBuildsFirst},
    testTimeout: 120_000,
    // Several suites build a worker bundle or a TypeScript environment in `beforeAll`: a test's work, with a test's
    // limit (the default 10 s is too short while a build shares the cores).
    hookTimeout: 120_000,
  },
});
