import type { NextFunction, Request, Response } from 'express';
import { httpDuration } from './metrics.js';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route template a request matched (`/api/wishlists/:id`), or the mount it was answered under
 * (`/graphql`, `/mf/wishlists`), or `_OTHER`: never the raw path, whose ids would make a series each.
 */
export function routeTemplate(req: Request): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') return `${req.baseUrl}${route}`;
  return req.baseUrl || '_OTHER';
}

/** Records each answered request in http_server_request_duration_seconds (mounted first, with METRICS_PORT only). */
export function httpMetrics() {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on('close', () => {
      httpDuration.observe(
        {
          http_request_method: METHODS.has(req.method) ? req.method : '_OTHER',
          http_route: routeTemplate(req),
          http_response_status_code: res.statusCode,
        },
        Number(process.hrtime.bigint() - started) / 1e9,
      );
    });
    next();
  };
}
