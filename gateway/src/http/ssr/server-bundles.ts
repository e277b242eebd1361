import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { GraphQLRequest, GraphQLResult } from '@cigogne/remote-contract/server-bundle.ts';

/**
 * What the gateway loads of the frontends' server bundles (`<workspace>/dist-ssr/index.cjs`). The
 * shell's exports ShellServerBundle, a remote's ServerRoutesModule: both are remote-contract's
 * types, which the shell's bundle is written against.
 */
export type { GraphQLRequest, GraphQLResult, RenderedBody, ShellServerBundle } from '@cigogne/remote-contract/server-bundle.ts';
export type { ServerRoutesModule } from '@cigogne/remote-contract/contract.ts';

/** One GraphQL operation run in process as a signed-out visitor from `ip` (the schema and context of a request without a token). */
export type AnonymousExecutor = (request: GraphQLRequest, ip: string) => Promise<GraphQLResult>;

/**
 * Packages the server bundles leave to Node (tooling/src/ssr.ts): loaded once, up front, with
 * NODE_ENV=production, so React and antd are their production builds whatever the gateway runs
 * with (antd's class names differ in development, and must match the browser's).
 */
const SHARED_PACKAGES = [
  'react',
  'react-dom/static',
  'react-router',
  '@apollo/client',
  'react-intl',
  'antd',
  '@ant-design/cssinjs',
  '@ant-design/icons',
];

export function loadProduction<T>(file: string): T {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const require = createRequire(file);
    for (const name of SHARED_PACKAGES) require(name);
    return require(file) as T;
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

export const readJson = <T>(file: string, fallback: T): T => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback);
