// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
