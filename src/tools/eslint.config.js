// The lint (`npm run lint`, run by `npm test` and so by CI): ESLint's and typescript-eslint's
// recommended rules, React's rules of hooks, and the direction of imports between the layers as
// docs/architecture.md draws it. Lives here, not at the top level, which holds only what the
// project's layout allows there; `npm run lint` names it with --config.
//
// typescript-eslint parses with the TypeScript compiler API, which the native compiler the project
// type-checks with (`typescript-native`, TypeScript 7) does not have: `typescript` is 6.0 for the
// parser. Only untyped rules run: the type checker already runs in CI (`npm run typecheck`), and
// typed linting would build a second program of the whole repository on every run.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { layerPolicies, layers } from './lint-layers.js'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

export default tseslint.config(
  {
    basePath: root,
    ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'data/**', 'test-results/**', 'docs/**', 'src/server/db/migrations/**'],
  },
  {
    basePath: root,
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_` marks what a signature must take but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', }],
      // A runtime's router is declared before the closures that navigate with it and made after them.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Tests read the server's raw answers off the wire (what a caller outside our code gets), not
    // through the contract's types: `any` for such an answer's data is their choice. The code keeps
    // the rule.
    basePath: root,
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    basePath: root,
    files: ['**/*.tsx', 'src/ui/**/*.ts', 'src/app/**/*.ts', 'src/console/**/*.ts', 'tests/views/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    // The classic rules of hooks. The plugin's React Compiler rules (refs, immutability, purity) are
    // not on: the project does not compile with the React Compiler, and its kept-alive pages and
    // machine bindings read refs during render on purpose (the keep-alive cache, useOwnSearch).
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    basePath: root,
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      'boundaries/elements': layers,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.css'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies: layerPolicies }],
    },
  },
)
