import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. With static directives each of helmet's thirteen middlewares
 * sets the same value on every answer; recording them at start-up and setting them in one loop
 * sends the same headers without a chain of thirteen calls per request.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const directives = typeof options.contentSecurityPolicy === 'object' ? Object.values(options.contentSecurityPolicy.directives ?? {}) : [];
  // a directive computed per request (a nonce) cannot be recorded once
  if (directives.some((v) => typeof v === 'function' || (Array.isArray(v) && v.some((s) => typeof s === 'function'))))
    throw new Error('securityHeaders: a Content-Security-Policy directive is a function; use helmet() itself');
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  let finished = false;
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('securityHeaders: helmet did not set its headers synchronously');
  return (_req, res, next) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}
