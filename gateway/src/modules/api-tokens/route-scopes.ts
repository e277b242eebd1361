import { Router, type RequestHandler } from 'express';
import { tokensMayRead, type TokenAccess } from '../../common/token-access.js';
import { outOfScope, type RequestToken } from './token-scopes.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function scopeCheck(access: TokenAccess, readable: boolean): RequestHandler {
  return (req, res, next) => {
    const token = res.locals.apiToken as RequestToken | undefined;
    if (token) {
      const read = READS.has(req.method);
      if (access === 'session-only' && !(readable && read)) throw outOfScope();
      if (!read && !token.scopes.includes('write')) throw outOfScope();
    }
    next();
  };
}

type Layer = { route?: { stack: { handle: unknown }[] }; handle?: { stack?: Layer[] } };

/**
 * Puts the token check first on every route of `router` (its sub-routers too), as `access` and the
 * route's own declaration say: it runs on the route that matched, whatever spelling reached it.
 * `then` (the body reader) runs after it, so a token out of scope is refused whatever it sends.
 */
export function scopeRoutes(router: Router, access: TokenAccess, then?: RequestHandler): Router {
  // another spelling would reach a route by a path the document does not name (common/rest-router.ts)
  const { caseSensitive, strict } = router as Router & { caseSensitive?: boolean; strict?: boolean };
  if (!caseSensitive || !strict) throw new Error('a module of /api must build its router with restRouter()');
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const readable = layer.route.stack.some((l) => l.handle === tokensMayRead);
        const check = Router()
          .route('/')
          .all(scopeCheck(access, readable), ...(then ? [then] : [])) as unknown as NonNullable<Layer['route']>;
        // a layer without a method: it runs for every method the route answers, before its handlers
        layer.route.stack.unshift(...check.stack);
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk(router.stack as Layer[]);
  return router;
}
