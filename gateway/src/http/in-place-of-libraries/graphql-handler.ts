import { HeaderMap, type ApolloServer, type BaseContext, type ContextFunction } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { compressedAnswer, endAnswer } from '../compressed-answer.js';

/**
 * Apollo Server on Express 5, as @as-integrations/express5's expressMiddleware does it, without
 * its per-request `url.parse` (the query string is the part of the URL after `?`), compressing a
 * complete answer itself (no compression middleware wrapping every answer's stream) and writing
 * a POST answer without res.send's ETag. Hand-made for what it buys: see NOTE.md beside it.
 */
export function graphqlHandler<C extends BaseContext>(
  server: ApolloServer<C>,
  context: ContextFunction<[{ req: Request; res: Response }], C>,
): RequestHandler {
  server.assertStarted('graphqlHandler()');
  return async (req, res) => {
    if (!('body' in req)) {
      res.status(500).send('`req.body` is not set: the json middleware must run before Apollo Server');
      return;
    }
    const headers = new HeaderMap();
    for (const key in req.headers) {
      const value = req.headers[key];
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url;
    const q = url.indexOf('?');
    const hash = url.indexOf('#', q);
    const search = q === -1 ? '' : url.slice(q, hash === -1 ? undefined : hash);
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search, body: req.body },
      context: () => context({ req, res }),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status || 200;
    if (answer.body.kind === 'complete') {
      const body = await compressedAnswer(req, res, answer.body.string);
      if (req.method === 'GET') {
        // res.send: an ETag, and 304 when the client's copy is fresh (GET queries only)
        res.send(body);
        return;
      }
      // a POST answer is never conditional: res.send would only reparse the content type Apollo
      // set and hash the body for an ETag nobody can use
      endAnswer(res, body);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) {
      res.write(chunk);
      (res as Response & { flush?: () => void }).flush?.();
    }
    res.end();
  };
}
