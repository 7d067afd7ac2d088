import path from 'node:path';
import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({cwd: root});

/** The errors of one rule in a file at `file` (relative to the site) whose code is `code`. */
async function ruleErrors(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(root, file)});
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}
const boundaryErrors = (file: string, code: string) => ruleErrors('import-x/no-restricted-paths', file, code);

const playground = 'src/components/Playground';

describe('import boundaries', () => {
  it.each([
    ['the page imports a worker through its folder', `${playground}/ui/Planted.ts`, '../render-worker'],
    ['the page imports the TypeScript worker', `${playground}/ui/Planted.ts`, '../ts-worker/environment'],
    ['the page imports the Figma plugin runtime', `${playground}/export/Planted.ts`, './runtime/pluginMain'],
    ['the render worker imports the page', `${playground}/render-worker/Planted.ts`, '../ui/workerClient'],
    ['the render worker imports the drawing', `${playground}/render-worker/Planted.ts`, '../drawing/paint'],
    ['the TypeScript worker imports the render worker', `${playground}/ts-worker/Planted.ts`, '../render-worker'],
    ['the Figma plugin imports the page', `${playground}/export/runtime/Planted.ts`, '../ExportActions'],
    ['shared code imports a thread', `${playground}/shared/Planted.ts`, '../ui/Playground'],
    ['the drawing imports the page', `${playground}/drawing/Planted.ts`, '../ui/Canvas'],
    ['a plugin imports page code', 'src/plugins/layout-diagrams/Planted.ts', '../../components/Playground/ui/Canvas'],
    ['a script imports page code', 'scripts/lib/planted.ts', '../../src/theme/CodeBlock'],
    ['page code imports a plugin', 'src/theme/Planted.tsx', '@site/src/plugins/prism-highlight/highlighter'],
    ['a plugin client imports its build side', 'src/plugins/prism-highlight/client/Planted.ts', '../rehype'],
    ['src imports scripts', 'src/plugins/playground/Planted.ts', '../../../scripts/lib/codeFences'],
    ['the config imports scripts', 'docusaurus.config.ts', './scripts/lib/codeFences'],
  ])('stops %s', async (_, file, source) => {
    const errors = await boundaryErrors(file, `import {planted} from '${source}';\nexport default planted;\n`);
    expect(errors).toEqual([expect.stringContaining(`"${source}"`)]);
  });

  it.each([
    ['the page imports shared code', `${playground}/ui/Planted.ts`, '../shared/protocol'],
    ['the page imports the drawing', `${playground}/export/Planted.ts`, '../drawing/Drawing'],
    ['a worker imports shared code', `${playground}/render-worker/Planted.ts`, '../shared/document'],
    [
      'a plugin imports the drawing',
      'src/plugins/layout-diagrams/Planted.ts',
      '../../components/Playground/drawing/Drawing',
    ],
    [
      'a plugin imports the shared messages',
      'src/plugins/playground/Planted.ts',
      '../../components/Playground/shared/protocol',
    ],
    ['a plugin imports its client side', 'src/plugins/prism-highlight/Planted.ts', './client/typeHintMarkup'],
    [
      'page code imports a plugin client',
      'src/theme/Planted.tsx',
      '@site/src/plugins/prism-highlight/client/tokenizedHtml',
    ],
    ['page code imports src/lib', 'src/theme/Planted.tsx', '@site/src/lib/markdownPath'],
    ['a script imports src', 'scripts/lib/planted.ts', '../../src/plugins/shared/exampleCompilerOptions'],
    [
      'a test imports both sides',
      'src/plugins/playground/planted.test.ts',
      '../../components/Playground/ts-worker/environment',
    ],
  ])('lets %s', async (_, file, source) => {
    expect(await boundaryErrors(file, `import {planted} from '${source}';\nexport default planted;\n`)).toEqual([]);
  });

  // Installed only because other packages depend on them: importable today, gone when those stop using them.
  it.each([
    [
      'a plugin imports a package',
      'src/plugins/loading/Planted.ts',
      "import {fromMarkdown} from 'mdast-util-from-markdown';",
    ],
    ['a test imports a package', 'src/plugins/loading/planted.test.ts', "import {visit} from 'unist-util-visit';"],
    ['a plugin imports types', 'src/plugins/loading/Planted.ts', "import type {Node} from 'unist';"],
  ])('stops an undeclared package: %s', async (_, file, source) => {
    const errors = await ruleErrors('import-x/no-extraneous-dependencies', file, `${source}\nexport {};\n`);
    expect(errors).toEqual([expect.stringContaining('should be listed')]);
  });
});
