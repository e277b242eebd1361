// ESLint (flat config): JavaScript and typescript-eslint recommended rules everywhere, the rules
// of hooks in the React workspaces, no relative import from one workspace into another (a
// workspace uses another only through its package name, so each can be built and versioned alone),
// and the gateway's zones and cycles (below, GATEWAY_ZONES).
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * The gateway's zones (eslint-plugin-import-x's no-restricted-paths, tests aside: they reach
 * anywhere to set a case up):
 * - `src/common/` is shared by every module, so it imports none of `src/modules/`: what two
 *   modules need goes into common/.
 * - A module imports another only through its face, `modules/<other>/index.ts` (its descriptor,
 *   its service's type and what it offers other modules); everything else in its folder is private.
 *   An entity may name another module's entities and enums directly (`*.entity.ts`, `*.enums.ts`):
 *   MikroORM relations point both ways, and a face loads its module's descriptor.
 * (A test holds the folders acyclic too: gateway/src/__tests__/folder-cycles.test.ts.)
 * And no import cycle in gateway/src (import-x/no-cycle; `import type` does not count), except
 * among the MikroORM entities, which reference each other by design.
 */
const MODULES_DIR = 'gateway/src/modules';
const GATEWAY_MODULES = readdirSync(path.join(ROOT, MODULES_DIR), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
  .map((entry) => entry.name);
/** The zones, with what a module's files may import of another module (`face`: globs below a module's folder). */
const gatewayZones = (face) => [
  {
    target: 'gateway/src/common',
    from: MODULES_DIR,
    message: 'common/ imports no module: move what modules share into common/.',
  },
  ...GATEWAY_MODULES.map((name) => ({
    target: `${MODULES_DIR}/${name}`,
    from: `${MODULES_DIR}/{${GATEWAY_MODULES.filter((other) => other !== name).join(',')}}/**`,
    // globs of `except` are matched against absolute paths as they are
    except: face.map((file) => `${ROOT}/${MODULES_DIR}/*/${file}`),
    message: `A module uses another only through its face, ../<module>/index.js (${face.join(', ')}): eslint.config.js, GATEWAY_ZONES.`,
  })),
];
const GATEWAY_ZONES = gatewayZones(['index.ts']);
const ENTITY_ZONES = gatewayZones(['index.ts', '*.entity.ts', '*.enums.ts']);

/**
 * The frontends' zones, inside each remote and ui: pages -> components -> data, never back. A
 * remote's `exposes/` (what the shell loads) may use anything; `pages/` the parts and the data; the
 * parts (components, dialogs, forms, the settings tabs, photos, live) never a page; `data/` (queries'
 * helpers, rules, formats) no part and no page. In ui, the data layer (Apollo, formatters, i18n
 * catalogues, live updates, the router facade) uses no component.
 */
const REMOTES = WORKSPACES.filter((ws) => ws.startsWith('mf-'));
const REMOTE_PARTS = '{components,dialogs,forms,settings,photos,live}';
const FRONTEND_ZONES = [
  ...REMOTES.flatMap((ws) => [
    {
      target: `${ws}/src/${REMOTE_PARTS}/**`,
      from: `${ws}/src/{pages,exposes}/**`,
      message: 'A component, dialog or form uses no page: pass what it needs as props (eslint.config.js, FRONTEND_ZONES).',
    },
    {
      target: `${ws}/src/data/**`,
      from: `${ws}/src/{pages,exposes,${REMOTE_PARTS.slice(1, -1)}}/**`,
      message: 'data/ uses no component or page: it is what they are built on (eslint.config.js, FRONTEND_ZONES).',
    },
  ]),
  {
    target: 'ui/src/{apollo,format,live,i18n}/**',
    from: 'ui/src/{co-owners,dashboard,dialogs,errors,forms,icons,layout,loaders,menus,navigation,query,remote,share,theme-color,tooltip,visibility,dev}/**',
    // the error model beside the error components is data (globs of `except` match absolute paths)
    except: [`${ROOT}/ui/src/errors/appError.*`],
    message: "ui's data layer uses no component (eslint.config.js, FRONTEND_ZONES).",
  },
];

/**
 * One naming rule for files: a React frontend's (ui, shell, mf-*) source file is named after what
 * it exports, PascalCase for a component (`ItemCard.tsx`), camelCase for anything else
 * (`useFormFields.ts`); every other workspace's (the gateway, tooling, graphql...) is kebab-case,
 * with its role after a dot (`wishlist-item.entity.ts`). Tests and `exposes/` (named after the
 * exposed module) aside.
 */
// an island's entry keeps the `.island` role the islands build looks for (tooling/src/islands.ts)
const FRONTEND_FILE = /^[A-Za-z][A-Za-z0-9]*(\.island)?$/;
const NODE_FILE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const fileName = {
  meta: {
    type: 'suggestion',
    docs: { description: 'file names: PascalCase or camelCase in the React frontends, kebab-case.role elsewhere' },
    messages: {
      frontend: "'{{name}}': a frontend file is named after its export, PascalCase (a component) or camelCase.",
      node: "'{{name}}': a file outside the React frontends is kebab-case, its role after a dot (wishlist-item.entity.ts).",
    },
    schema: [],
  },
  create(context) {
    const relative = path.relative(ROOT, context.filename);
    const segments = relative.split(path.sep);
    if (segments.includes('__tests__') || segments.includes('exposes') || segments[1] !== 'src') return {};
    const name = path.basename(relative).replace(/(\.d)?\.(ts|tsx|mts|cts|js|mjs|cjs)$/, '');
    // the shell's service worker is a worker script, no React: named like the Node side
    const react = (['ui', 'shell'].includes(segments[0]) || segments[0].startsWith('mf-')) && !segments.includes('service-worker');
    const rule = react ? ['frontend', FRONTEND_FILE] : ['node', NODE_FILE];
    return {
      Program(node) {
        if (!rule[1].test(name)) context.report({ node, messageId: rule[0], data: { name } });
      },
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
    plugins: { cigogne: { rules: { 'no-cross-workspace-relative-import': noCrossWorkspaceRelativeImport, 'file-name': fileName } } },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'cigogne/no-cross-workspace-relative-import': 'error',
      'cigogne/file-name': 'error',
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
          // a relative path to the facade inside ui bundles a second router next to the shared one
          patterns: [
            {
              regex: '^\\.{1,2}/(.*/)?(router|apollo/facade)$',
              message: 'Import the shared facade by its package name (@cigogne/ui/...).',
            },
          ],
        },
      ],
    },
  },
  {
    // the gateway's zones and cycles (GATEWAY_ZONES); imports resolve as NodeNext does, `.js` naming the `.ts` source
    files: ['gateway/src/**/*.ts'],
    ignores: ['**/__tests__/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensionAlias: { '.js': ['.ts', '.js'] } })],
      // no-cycle parses the files it follows: TypeScript ones too, with typescript-eslint's parser
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: GATEWAY_ZONES }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // the frontends' zones (FRONTEND_ZONES); imports resolve as the bundler does, without extensions
    files: ['ui/src/**/*.{ts,tsx}', ...REMOTES.map((ws) => `${ws}/src/**/*.{ts,tsx}`)],
    ignores: ['**/__tests__/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: FRONTEND_ZONES }] },
  },
  {
    // MikroORM entities reference each other (relations both ways): their cycles are by design, and
    // an entity names another module's entities (and their enums) without going through its face
    files: ['gateway/src/**/*.entity.ts'],
    rules: { 'import-x/no-cycle': 'off', 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: ENTITY_ZONES }] },
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
