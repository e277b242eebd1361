/**
 * The dev servers (`npm run dev`): a remote's serves its own build to the shell's, across origins;
 * the shell's proxies the API and the built remotes to the gateway and answers /app/remotes.json.
 */
import type { Configuration } from '@rspack/core';
import { FEATURES } from '@cigogne/remote-contract/registry.mjs';
import { publicPathOf, type FrontendOptions } from './frontends.ts';

export const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://localhost:4000';

/** Manifest URL of each remote, as the gateway writes /app/remotes.json by default. */
export const DEFAULT_REMOTES: Record<string, string> = Object.fromEntries(
  FEATURES.map((feature) => [feature.container, `${publicPathOf(feature.container)}mf-manifest.json`]),
);

type Response = { statusCode: number; setHeader(k: string, v: string): void; end(body?: string): void };

/** Answers the shell's /app/remotes.json: the built remotes, and those `remotes` overrides. */
const remotesJson = (remotes: Record<string, string>) => ({
  name: 'remotes-json',
  path: '/app/remotes.json',
  middleware: (_req: unknown, res: Response) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ...DEFAULT_REMOTES, ...remotes }));
  },
});

/** Sends / to /app/. */
const rootToApp = {
  name: 'root-to-app',
  path: '/',
  middleware: (req: { url?: string }, res: Response, next: () => void) => {
    if (req.url !== '/' && req.url !== '') return next();
    res.statusCode = 302;
    res.setHeader('location', '/app/');
    res.end();
  },
};

export function devServer(options: FrontendOptions, publicPath: string): Configuration['devServer'] {
  const gateway = { context: ['/api', '/graphql'], target: GATEWAY_URL, changeOrigin: true };
  const common = {
    port: options.port,
    devMiddleware: { publicPath },
    historyApiFallback: {
      index: `${publicPath}index.html`,
      rewrites: [{ from: new RegExp(`^${publicPath}`), to: `${publicPath}index.html` }],
    },
  };
  if (options.name !== 'shell') return { ...common, headers: { 'Access-Control-Allow-Origin': '*' }, proxy: [gateway] };
  // override with CIGOGNE_REMOTES='{"mf_timelines":"http://localhost:3003/mf/timelines/mf-manifest.json"}'
  const remotes = process.env.CIGOGNE_REMOTES ? JSON.parse(process.env.CIGOGNE_REMOTES) : DEFAULT_REMOTES;
  return {
    ...common,
    // /api, /graphql and the built remotes (/mf) come from the gateway
    proxy: [{ ...gateway, context: ['/api', '/graphql', '/mf'] }],
    setupMiddlewares: (middlewares) => {
      middlewares.unshift(remotesJson(remotes));
      middlewares.unshift(rootToApp);
      return middlewares;
    },
  };
}
