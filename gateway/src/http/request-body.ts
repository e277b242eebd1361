import express, { type Request, type RequestHandler } from 'express';
import { DomainError } from '../common/errors.js';
import type { ApiDescription } from '../openapi/operation.js';

/** What a route reads from a body, as its OpenAPI description says (`body`: JSON, `form`: an upload). */
type Reads = 'json' | 'form' | 'nothing';

/** Content-Encodings the JSON reader inflates (body-parser's); an upload's must be `identity`. */
const JSON_ENCODINGS = new Set(['identity', 'gzip', 'deflate', 'br']);
const JSON_LIMIT = '100kb';

/** A body is coming (an empty one is none: it reads as a missing body, 400 on a route that needs one). */
const hasBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

const unsupported = (message: 'validation.unsupportedMediaType' | 'validation.unsupportedEncoding') =>
  new DomainError('validationException', 415, [{ path: '', message }]);

/**
 * Reads the body of an /api request the way its route declares, so that no body is silently
 * ignored: a JSON route answers 415 to any other content type and to an encoding it cannot inflate,
 * an upload route to anything but an uncompressed multipart/form-data, and a route that takes no
 * body never reads one (so it answers nothing the document does not list for it). A request for no
 * known route is read as JSON, as before, and ends in 404.
 */
export function requestBody(descriptions: ApiDescription[]): RequestHandler {
  const routes = descriptions
    .flatMap((d) => d.operations)
    .map((op) => ({
      method: op.method.toUpperCase(),
      literal: !op.path.includes('{'),
      // Express's own matching: a parameter is one segment, an optional trailing slash
      pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}/?$`, 'i'),
      reads: (op.body ? 'json' : op.form ? 'form' : 'nothing') as Reads,
    }))
    // a literal path wins over a parameter in the same place (/wishlists/example before /wishlists/{id})
    .sort((a, b) => Number(b.literal) - Number(a.literal));
  const json = express.json({ limit: JSON_LIMIT });
  return (req, res, next) => {
    // no body, nothing to read or refuse: most requests (every GET) skip the routes' scan
    if (!hasBody(req)) return next();
    const route = routes.find((r) => r.method === req.method && r.pattern.test(req.path));
    const reads = route?.reads ?? 'json';
    if (reads === 'nothing') return next();
    const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    if (reads === 'form') {
      if (!req.is('multipart/form-data')) return next(unsupported('validation.unsupportedMediaType'));
      if (encoding !== 'identity') return next(unsupported('validation.unsupportedEncoding'));
      return next();
    }
    if (!req.is('application/json')) return next(unsupported('validation.unsupportedMediaType'));
    if (!JSON_ENCODINGS.has(encoding)) return next(unsupported('validation.unsupportedEncoding'));
    return json(req, res, next);
  };
}
