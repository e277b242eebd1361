/**
 * How every frontend's sources resolve and compile, in the browser and the server-rendering builds
 * alike: TypeScript and JSX through swc, message catalogues precompiled, antd's first-paint styles
 * built, CSS and assets.
 */
import type { Configuration, RuleSetRules } from '@rspack/core';
import path from 'node:path';
import { REPO_ROOT, toolingFile } from './frontends.ts';

/**
 * The message catalogues of a frontend (and of ui), and those of its parts that load their own
 * (src/i18n/card/: the dashboard card; src/i18n/<part>/: a screen's chunk), compiled to ICU ASTs at build time.
 */
const MESSAGE_CATALOGUE = /[\\/]src[\\/]i18n[\\/]([\w-]+[\\/])?(fr|en)\.ts$/;

/**
 * The antd components whose styles are built at build time into ui/src/theme/antd-first-paint.css
 * (the shell's <head>; loaders/antd-static-css.cjs): what the login page, the public pages and the
 * signed-in header render (measured on the built product). antd's CSS-in-JS skips them at run time;
 * any other component keeps its run-time styles. Every component listed adds to a render-blocking
 * file, so a component belongs here only if a first screen shows it.
 */
const FIRST_PAINT_ANTD = ['Layout', 'Button', 'Menu', 'Spin', 'Skeleton', 'Tag', 'Empty', 'Avatar'];

export function sourceResolve(): NonNullable<Configuration['resolve']> {
  return {
    extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
    alias: {
      '@cigogne/ui': path.join(REPO_ROOT, 'ui/src'),
      '@cigogne/graphql': path.join(REPO_ROOT, 'graphql/src/generated'),
      '@cigogne/remote-contract': path.join(REPO_ROOT, 'remote-contract/src'),
      // react-intl formats precompiled messages (MESSAGE_CATALOGUE below) and never parses one
      '@formatjs/icu-messageformat-parser$': path.join(REPO_ROOT, 'node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
    },
  };
}

export function sourceRules(production: boolean): RuleSetRules {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          externalHelpers: true,
        },
      },
      type: 'javascript/auto',
    },
    // antd's rc-components declare no `sideEffects`, so a module importing one name of a
    // package index keeps the whole package: antd's form context (imported by Dropdown,
    // Radio, Space...) for its FormProvider alone brought all of rc-form and async-validator
    // to every remote. Their modules only define components.
    { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
    // Messages parsed at build time: the ICU parser stays out of the browser
    // (see the alias above). A frontend keeps its catalogues in src/i18n/fr.ts and en.ts, its
    // dashboard card's in src/i18n/card/fr.ts and en.ts, a screen chunk's own in src/i18n/<part>/.
    { test: MESSAGE_CATALOGUE, enforce: 'post', loader: toolingFile('loaders/precompile-messages-loader.cjs') },
    {
      test: /[\\/]ui[\\/]src[\\/]theme[\\/]antd-first-paint\.css$/,
      loader: toolingFile('loaders/antd-css-loader.cjs'),
      options: { components: FIRST_PAINT_ANTD },
    },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
  ];
}
