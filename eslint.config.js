// ESLint (flat config): JavaScript and typescript-eslint recommended rules everywhere, the rules
// of hooks in the React workspaces, and no relative import from one workspace into another (a
// workspace uses another only through its package name, so each can be built and versioned alone).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const WORKSPACES = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
const REACT_WORKSPACES = ['ui', 'shell', 'mf-*', 'graphql'];

/** The workspace a file belongs to, or null for the root's own files. */
const workspaceOf = (file) => WORKSPACES.find((ws) => !path.relative(path.join(ROOT, ws), file).startsWith('..')) ?? null;

/** Reports `../` imports that resolve into another workspace than the importing file's. */
const noCrossWorkspaceRelativeImport = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid relative imports that reach into another workspace' },
    messages: {
      crossing:
        "'{{source}}' reaches into the {{target}} workspace: import it by its package name (or move the shared code into a package).",
    },
    schema: [],
  },
  create(context) {
    const from = workspaceOf(context.filename);
    const check = (node) => {
      const source = node?.type === 'Literal' ? node.value : null;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = workspaceOf(path.resolve(path.dirname(context.filename), source));
      if (target && target !== from) context.report({ node, messageId: 'crossing', data: { source, target } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-ssr/',
      '**/dist-bench/',
      '**/coverage/',
      'graphql/src/generated/',
      'gateway/src/migrations/',
      'e2e/test-results/',
      'e2e/playwright-report/',
      'e2e/screenshots/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { cigogne: { rules: { 'no-cross-workspace-relative-import': noCrossWorkspaceRelativeImport } } },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'cigogne/no-cross-workspace-relative-import': 'error',
      // `_`-prefixed parameters and rest siblings are the way to say "deliberately unused"
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: REACT_WORKSPACES.map((ws) => `${ws}/**/*.{ts,tsx}`),
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // the React Compiler this rule prepares for is not used; useRemote deliberately resets its
    // state in the effect that starts a load whenever the remote, the module or the attempt changes
    files: REACT_WORKSPACES.map((ws) => `${ws}/**/*.{ts,tsx}`),
    rules: { 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // shared singletons are facades (FACADES in tooling/src/shared-modules.ts): importing the package itself
    // would bundle a second, untrimmed copy outside the shared scope
    files: REACT_WORKSPACES.map((ws) => `${ws}/**/*.{ts,tsx}`),
    ignores: ['ui/src/router.ts', 'ui/src/apollo/facade.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: "Import routing from '@cigogne/ui/router' (the shared facade)." },
            { name: '@apollo/client', message: "Import Apollo from '@cigogne/ui/apollo/facade' (the shared facade)." },
            { name: '@apollo/client/react', message: "Import Apollo from '@cigogne/ui/apollo/facade' (the shared facade)." },
          ],
        },
      ],
    },
  },
  {
    // tests read untyped JSON answers and reach into mocks
    files: ['**/__tests__/**', 'gateway/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // browser tests and measurements: Node, plus the functions they run in the page
    files: ['e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // jest setup for the frontends runs in jsdom
    files: ['jest-frontend/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
