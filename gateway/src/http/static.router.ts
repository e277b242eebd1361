import express, { Router, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { COVERS_DIR } from '../common/covers.js';
import { EXAMPLE_ITEMS_DIR } from '../common/example-item-pictures.js';
import { REMOTES, REPO_ROOT, type Config } from '../config.js';
import { serverRenders } from '../observability/metrics.js';
import { compressedAnswer, endAnswer } from './compressed-answer.js';
import { languageOf } from './ssr/accept-language.js';
import type { LocalRemote, PageRenderer, RenderedPage } from './ssr/page-renderer.js';

/** cigogne_server_renders_total's result for where a page came from. */
const RENDER_RESULT: Record<RenderedPage['source'], string> = { cache: 'cache_hit', shared: 'shared', render: 'rendered' };

const noCache = (res: ServerResponse) => res.setHeader('Cache-Control', 'no-cache');

/**
 * The build's files, with the .br/.gz copies the build wrote next to them (tooling/src/compress-dist.mjs)
 * sent to a browser that accepts them (Content-Encoding, Vary: Accept-Encoding). Hashed bundles
 * never change; entry files (index.html, remotes.json, mf-manifest.json, remoteEntry.js) must be
 * revalidated so a redeployed remote is picked up on the next visit. The compressed copies are
 * listed once, when the gateway starts (npm start builds before it).
 */
function staticFiles(dir: string) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      fallthrough: true,
      setHeaders: (res, file) => {
        if (/\.[0-9a-f]{8,}\./.test(path.basename(file))) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else noCache(res);
      },
    },
  });
}

/**
 * The built web app: the shell at /app (any deep link gets index.html), each remote at
 * /mf/<name>/, and /app/remotes.json telling the shell where each remote's manifest is.
 */
export function staticRouter(
  config: Config,
  webRoot = REPO_ROOT,
  renderer?: PageRenderer,
  // the remotes registry (modules/remotes): REMOTES_FILE changes what it answers at run time
  registry: { readonly urls: Readonly<Record<string, string>> } = { urls: config.remotes },
): Router {
  const router = Router();
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const shellFiles = staticFiles(shellDist);

  router.get('/', (_req, res) => res.redirect(302, '/app/'));
  // wishlist covers (assets/covers, common/covers.ts) and the example list's item pictures
  // (common/example-item-pictures.ts): names are fixed, so a changed artwork gets a new name rather
  // than new bytes under an old one, and browsers may keep each file for a year
  const artwork = { immutable: true, maxAge: '365d', index: false, redirect: false };
  router.use('/covers', express.static(COVERS_DIR, artwork));
  router.use('/example-items', express.static(EXAMPLE_ITEMS_DIR, artwork));
  // the mails' logo (modules/mail/templates): mail clients fetch it from PUBLIC_URL, no CDN
  router.use(
    '/mail-assets',
    express.static(path.join(REPO_ROOT, 'gateway', 'assets', 'mail'), { maxAge: '7d', index: false, redirect: false }),
  );
  router.get('/app/remotes.json', (_req, res) => {
    noCache(res);
    res.json(registry.urls);
  });
  // a deep link has no extension: no file to look for on disk (a crowd on a page pays no stat)
  router.use('/app', (req, res, next) => (path.extname(req.path) ? shellFiles(req, res, next) : next()));
  const index = path.join(shellDist, 'index.html');
  let built = false;
  router.get(/^\/app(\/.*)?$/, async (req, res, next) => {
    // once there, it stays: a build replaces the files before the gateway starts
    built ||= existsSync(index);
    if (!built) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    // a missing asset is a 404, a deep link is the app
    if (path.extname(req.path) && !req.path.endsWith('.html')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    // the page rendered on the server when it is one (the plain page otherwise, or when it fails)
    const page =
      req.method === 'GET' && renderer
        ? await renderer.render(req.originalUrl, languageOf(req.get('accept-language')), {
            // Express works the address out on each read: only a render needs it
            get ip() {
              return req.ip ?? '';
            },
            cookie: req.get('cookie'),
          })
        : undefined;
    if (req.method === 'GET' && renderer) serverRenders.inc({ result: page ? RENDER_RESULT[page.source] : 'plain' });
    if (page) {
      await sendRendered(req, res, page);
      return;
    }
    // through the same static files, so a deep link gets the compressed index.html too (no-cache)
    req.url = '/index.html';
    shellFiles(req, res, next);
  });
  for (const name of REMOTES) {
    router.use(`/mf/${name}`, staticFiles(path.join(webRoot, `mf-${name}`, 'dist')));
  }
  return router;
}

/**
 * A server-rendered page: never cached without revalidation (it holds the data of the moment),
 * varying by language (Accept-Language picks it), compressed for a browser that accepts it.
 * Server-Timing tells how long the answer took, and whether the page came from the cache
 * (`hit`) or from another request's render under way (`shared`).
 */
async function sendRendered(req: Request, res: Response, page: RenderedPage) {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  noCache(res);
  res.setHeader('Vary', 'Accept-Language');
  const source = page.source === 'cache' ? ', ssr-cache;desc="hit"' : page.source === 'shared' ? ', ssr-cache;desc="shared"' : '';
  res.setHeader('Server-Timing', `ssr;dur=${page.ms.toFixed(1)}${source}`);
  endAnswer(res, await compressedAnswer(req, res, page.body, page.encoded));
}

/**
 * The remotes this gateway has a build of, by container: their server bundles are loaded, and a
 * page of one is rendered when the registry points at that same build (ssr/remote-builds.ts).
 */
export function localRemotes(webRoot = REPO_ROOT): LocalRemote[] {
  return REMOTES.map((name) => ({ container: `mf_${name}`, dir: path.join(webRoot, `mf-${name}`), publicPath: `/mf/${name}/` }));
}
