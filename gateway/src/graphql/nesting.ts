import type { RequestHandler } from 'express';
import { badRequest } from '../common/errors.js';

/**
 * How deep `{`, `[` and `(` may nest in a GraphQL document. graphql-js parses by recursion: a
 * document nested a few thousand levels deep (a list literal of 20 000 `[`, well within the body
 * limit) overflows the stack while parsing, before any depth rule runs. The product's operations
 * nest about 10 levels (MAX_DEPTH bounds selections at 10).
 */
export const MAX_NESTING = 100;

/** The deepest bracket nesting of `query`, outside strings and comments (a linear scan). */
export function documentNesting(query: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < query.length; i++) {
    const c = query[i];
    if (c === '#') {
      while (i < query.length && query[i] !== '\n' && query[i] !== '\r') i++;
    } else if (c === '"') {
      if (query.startsWith('"""', i)) {
        const end = query.indexOf('"""', i + 3);
        i = end === -1 ? query.length : end + 2;
      } else {
        for (i++; i < query.length && query[i] !== '"' && query[i] !== '\n'; i++) if (query[i] === '\\') i++;
      }
    } else if (c === '{' || c === '[' || c === '(') {
      if (++depth > deepest) deepest = depth;
    } else if (c === '}' || c === ']' || c === ')') depth--;
  }
  return deepest;
}

/** Refuses (400, before Apollo parses) a document nested deeper than MAX_NESTING. */
export function refuseDeepDocuments(): RequestHandler {
  return (req, _res, next) => {
    const bodies: unknown[] = Array.isArray(req.body) ? req.body : [req.body];
    const queries = [
      ...bodies.map((b) => (b as { query?: unknown } | undefined)?.query),
      req.method === 'GET' ? req.query?.query : undefined,
    ];
    for (const query of queries)
      if (typeof query === 'string' && documentNesting(query) > MAX_NESTING) return next(badRequest('validation.malformed'));
    next();
  };
}
