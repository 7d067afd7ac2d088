// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import {createTypeScriptImportResolver} from 'eslint-import-resolver-typescript';
import path from 'node:path';

const site = import.meta.dirname;
const under = (...globs) => globs.map((glob) => path.join(site, glob));

/**
 * The playground's parts, by the thread they run on (src/components/Playground/README.md), and what each may import.
 * A part reaches another thread only through messages, so it imports nothing of another thread's folders.
 */
const playgroundParts = {
  page: {files: ['*.tsx', 'ui/**', 'export/*'], imports: ['page', 'drawing', 'shared']},
  'Figma plugin': {files: ['export/runtime/**'], imports: ['Figma plugin', 'shared']},
  'render worker': {files: ['render-worker/**'], imports: ['render worker', 'shared']},
  'TypeScript worker': {files: ['ts-worker/**'], imports: ['TypeScript worker', 'shared']},
  drawing: {files: ['drawing/**'], imports: ['drawing', 'shared']},
  shared: {files: ['shared/**'], imports: ['shared']},
};
const playgroundFiles = (part) =>
  under(...playgroundParts[part].files.map((glob) => `src/components/Playground/${glob}`));

const playgroundZones = Object.entries(playgroundParts).map(([part, {imports}]) => ({
  target: playgroundFiles(part),
  from: Object.keys(playgroundParts)
    .filter((other) => !imports.includes(other))
    .flatMap(playgroundFiles),
  message: `The playground's ${part} code imports only ${imports.join(', ')} code. Threads talk through messages and share code through shared/.`,
}));

/**
 * Build-time code (plugins, scripts, the config) runs in Node; page code runs in the browser. A plugin's client/
 * folder is page code the plugin loads. The page's code that the build also runs (the playground's shared/ and
 * drawing/), src/lib and src/search are neutral: both sides import them.
 */
const pageCode = under(
  'src/components/**',
  'src/theme/**',
  'src/pages/**',
  'src/clientModules/**',
  'src/plugins/*/client/**',
);
const buildCode = under('src/plugins/*/*.*', 'src/plugins/*/!(client)/**', 'scripts/**', 'docusaurus.config.ts');
const buildPageZones = [
  {
    target: pageCode,
    from: under('src/plugins/**'),
    except: under('src/plugins/*/client/**'),
    message: 'Page code imports only the client/ part of a plugin; move what both sides need to a neutral module.',
  },
  {
    target: buildCode,
    from: pageCode,
    except: under(
      'src/components/Playground/shared/**',
      'src/components/Playground/drawing/**',
      'src/plugins/*/client/**',
    ),
    message: "Build-time code imports page code only from the playground's shared/ and drawing/ and plugins' client/.",
  },
  {
    target: under('src/**', 'docusaurus.config.ts'),
    from: under('scripts/**'),
    message: 'The site never depends on scripts/: scripts import from src/, not the other way.',
  },
];

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', 'static/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', {disallowTypeAnnotations: false}],
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
      // logger.warn`…` from @docusaurus/logger is a tagged template called for its effect.
      '@typescript-eslint/no-unused-expressions': ['error', {allowTaggedTemplates: true}],
    },
  },
  // Imports are checked by the file they resolve to, so a folder import or an alias is caught like any other path.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: {'import-x': importX},
    settings: {'import-x/resolver-next': [createTypeScriptImportResolver()]},
    // Every package the code imports, types included, is declared in package.json: one that is only there because
    // Docusaurus depends on it can move or go with a Docusaurus upgrade.
    rules: {'import-x/no-extraneous-dependencies': ['error', {includeTypes: true}]},
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    // A test checks that the pieces fit together, across threads and sides, and ships in no bundle.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {'import-x/no-restricted-paths': ['error', {zones: [...playgroundZones, ...buildPageZones]}]},
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
  },
  {
    // Rspack loads loaders as CommonJS.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: {require: 'readonly', module: 'writable'}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
