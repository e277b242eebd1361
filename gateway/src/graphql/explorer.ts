import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/**
 * The explorer's own policy: its bundle from this origin, queries to /graphql on this origin only;
 * GraphiQL's editor sets inline styles.
 */
const EXPLORER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

/**
 * GET /graphql from a browser (it accepts HTML, asks no query): the GraphQL explorer, GraphiQL
 * bundled by the `explorer` workspace into explorer/dist, nothing loaded from elsewhere; its files
 * under /graphql/explorer/. Other requests go on to Apollo. Before the build (explorer/dist
 * missing), browsers get Apollo's answer as any client does.
 */
export function explorerRouter(repoRoot: string): Router {
  const dist = path.join(repoRoot, 'explorer', 'dist');
  const router = Router();
  const page = existsSync(path.join(dist, 'index.html')) ? readFileSync(path.join(dist, 'index.html'), 'utf8') : undefined;
  router.use('/explorer', (_req, res, next) => {
    res.setHeader('Content-Security-Policy', EXPLORER_CSP);
    next();
  });
  // file names carry their content's hash
  router.use('/explorer', express.static(dist, { immutable: true, maxAge: '1y', index: false }));
  router.get('/', (req, res, next) => {
    if (!page || req.query.query !== undefined || req.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    res.setHeader('Content-Security-Policy', EXPLORER_CSP);
    res.type('html').set('Cache-Control', 'no-cache').send(page);
  });
  return router;
}
