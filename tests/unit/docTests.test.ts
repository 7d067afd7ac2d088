// @vitest-environment happy-dom
/**
 * Runs every TSX example in the docs and blog whose title names a test file (`*.test.tsx`) as a Vitest suite, so a
 * test shown to readers is a test that passes against react-figma@0.31.0 and figma-api-stub as installed here.
 *
 * Each example runs verbatim. It is bundled first only because react-figma needs React 16 while the site itself
 * uses React 19: the bundle resolves `react` to the `react-16` package, as a plugin project with React 16 would.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {build} from 'esbuild';
import * as vitest from 'vitest';
import {metaAttribute, readCodeFences, type CodeFence} from '../../scripts/lib/codeFences';

const root = path.resolve(__dirname, '../..');
/** This file's own environment; a documented test must ask for the same one on its first line. */
const ENVIRONMENT_DIRECTIVE = '// @vitest-environment happy-dom';

const docTests = readCodeFences(root, ['docs', 'blog']).filter(
  (fence) => fence.language === 'tsx' && /\.test\.tsx$/.test(metaAttribute(fence.meta, 'title') ?? ''),
);

async function bundle(fence: CodeFence): Promise<string> {
  const result = await build({
    stdin: {contents: fence.code, loader: 'tsx', resolveDir: root, sourcefile: `${fence.file}:${fence.line}`},
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    // The example's own `vitest` import must reach this runner, so it stays outside the bundle.
    external: ['vitest'],
    alias: {react: 'react-16'},
    // yoga-layout-prebuilt assigns undeclared globals, which strict mode would turn into errors.
    tsconfigRaw: {compilerOptions: {jsx: 'react', alwaysStrict: false, strict: false}},
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

const bundles = await Promise.all(docTests.map(bundle));
const requireFromRoot = createRequire(path.join(root, 'package.json'));
const requireForExample = (id: string): unknown => (id === 'vitest' ? vitest : requireFromRoot(id));

vitest.describe('Test files shown in the docs', () => {
  vitest.it('exist', () => {
    vitest.expect(docTests.length).toBeGreaterThan(0);
  });

  docTests.forEach((fence, index) => {
    vitest.describe(`${fence.file}:${fence.line}`, () => {
      vitest.it(`starts with "${ENVIRONMENT_DIRECTIVE}"`, () => {
        vitest.expect(fence.code.split('\n')[0]).toBe(ENVIRONMENT_DIRECTIVE);
      });
      const module = {exports: {}};
      new Function('require', 'module', 'exports', bundles[index])(requireForExample, module, module.exports);
    });
  });
});
