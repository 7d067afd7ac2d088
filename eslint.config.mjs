// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** One rule per thread folder of src/components/Playground: no imports from the other threads' folders. */
function playgroundThreads() {
  const threads = {
    ui: 'the page',
    export: 'the page',
    'export/runtime': 'the Figma plugin',
    'render-worker': 'the render worker',
    'ts-worker': 'the TypeScript worker',
    shared: 'every thread',
  };
  const folders = Object.keys(threads);
  return folders.map((folder) => ({
    files: [`src/components/Playground/${folder}/**/*.{ts,tsx}`],
    ignores: folders
      .filter((other) => other.startsWith(`${folder}/`))
      .map((nested) => `src/components/Playground/${nested}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: folders
            .filter((other) => other !== 'shared' && threads[other] !== threads[folder])
            .map((other) => ({
              group: [`**/Playground/${other}/**`, `**/${other}/*`],
              message: `${folder}/ runs on ${threads[folder]}; ${other}/ runs on ${threads[other]}. Share code through shared/.`,
            })),
        },
      ],
    },
  }));
}

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
  // The playground's folders are its threads (src/components/Playground/README.md): code reaches another thread only
  // through messages, so a folder imports from another thread's folder nothing but the shared module.
  ...playgroundThreads(),
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
