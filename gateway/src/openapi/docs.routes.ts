import { createRequire } from 'node:module';
import path from 'node:path';
import type { Router } from 'express';
import { restRouter } from '../common/rest-router.js';

/** Scalar's standalone bundle, served from node_modules: the page loads nothing from elsewhere (the product works offline). */
const SCALAR_BUNDLE = path.join(path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser', 'standalone.js');

/**
 * Scalar's options: the document of this origin; no font, telemetry or AI agent from scalar.com,
 * and no "try it" proxy (a request sent from the page goes to this origin directly).
 */
const OPTIONS = {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: true,
  metaData: { title: 'Cigogne API reference' },
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cigogne API reference</title>
<link rel="icon" href="data:,">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/assets/scalar.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

/**
 * This page's own policy, stricter than the app's where it can be: its two scripts from this
 * origin, requests to this origin only; Scalar injects its style element and inline styles.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

/** GET /api/docs: the API reference page (Scalar), bundled, over /api/openapi.json. */
export function docsRoutes(): Router {
  const router = restRouter();
  router.use('/docs', (_req, res, next) => {
    res.setHeader('Content-Security-Policy', DOCS_CSP);
    next();
  });
  router.get('/docs', (_req, res) => {
    res.type('html').set('Cache-Control', 'no-cache').send(PAGE);
  });
  // a file of a package, not an answer of the API: served as the static router serves the app's
  // files (a middleware, not a route: the REST fuzz tests hold routes' answers to the API's rules)
  router.use('/docs/assets', (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/scalar.js') return next();
    res.sendFile(SCALAR_BUNDLE, { maxAge: '1d' });
  });
  router.get('/docs/start.js', (_req, res) => {
    res.type('text/javascript').send(`Scalar.createApiReference('#reference', ${JSON.stringify(OPTIONS)});\n`);
  });
  return router;
}
