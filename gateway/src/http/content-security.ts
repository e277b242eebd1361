import path from 'node:path';
import type { RequestHandler } from 'express';
import type { HelmetOptions } from 'helmet';
import { REPO_ROOT, type Config } from '../config.js';
import { inlineScriptHashes } from './inline-scripts.js';
import { securityHeaders } from './security-headers.js';

/**
 * Helmet's options for these remote origins: the product's pages load from this origin, and a
 * remote deployed elsewhere from exactly its origin (scripts, styles, fonts, images, and its
 * manifest fetched by the shell), nothing more.
 */
export function helmetOptions(config: Config, remoteOrigins: readonly string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        // the product's own pages load only from this origin (the explorer and /api/docs set their own)
        'script-src': ["'self'", ...inlineScriptHashes(path.join(REPO_ROOT, 'shell', 'dist', 'index.html')), ...remoteOrigins],
        // antd's run-time styles are <style> elements
        'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
        'font-src': ["'self'", 'data:', ...remoteOrigins],
        // wishlist items show pictures from any shop (docs/product.md#validation: an http(s) image URL); behind https,
        // upgrade-insecure-requests turns http ones into https, so plain http is for local runs only
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(config.publicUrl.startsWith('https:') ? [] : ['http:']), ...remoteOrigins],
        'connect-src': ["'self'", ...remoteOrigins],
        // only meaningful behind https; on plain http (local runs) it would break every asset
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
  };
}

/**
 * The security headers, following the remotes registry: worked out once per set of remote origins
 * (securityHeaders records helmet's headers), again only when REMOTES_FILE points a remote at
 * another origin.
 */
export function contentSecurity(config: Config, remoteOrigins: () => readonly string[]): RequestHandler {
  let known: readonly string[] | undefined;
  let headers: RequestHandler | undefined;
  return (req, res, next) => {
    // the registry hands the same array until it changes: one comparison per request
    const origins = remoteOrigins();
    if (!headers || origins !== known) {
      headers = securityHeaders(helmetOptions(config, origins));
      known = origins;
    }
    headers(req, res, next);
  };
}
