import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from './accept-language.js';

/** What the gateway loads of the frontends' server bundles (`<workspace>/dist-ssr/index.cjs`). */

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}
export type GraphQLResult = { data?: unknown; errors?: readonly { message: string }[] };

/** One GraphQL operation run in process as a signed-out visitor from `ip` (the schema and context of a request without a token). */
export type AnonymousExecutor = (request: GraphQLRequest, ip: string) => Promise<GraphQLResult>;

/** What the shell's server bundle (shell/src/ssr/render.tsx, built to shell/dist-ssr/index.cjs) exports. */
export interface ShellServerBundle {
  warmUpUrls(loadRemote: (container: string) => unknown): string[];
  renderPage(options: {
    url: string;
    language: Language;
    execute: (request: GraphQLRequest) => Promise<GraphQLResult>;
    loadRemote: (container: string) => unknown;
    cookie?: string;
    signal?: AbortSignal;
  }): Promise<RenderedBody | undefined>;
}

export interface RenderedBody {
  html: string;
  styles: string;
  state: unknown;
  shellChunks: string[];
  remote?: { container: string; chunks: string[] };
  dataFree: boolean;
}

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
