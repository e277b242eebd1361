import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { getOperationAST, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { createHandler, print, type OperationArgs, type Response as SseAnswer } from 'graphql-sse';
import { DomainError } from '../../common/errors.js';
import type { LivePages } from '../../common/live/live-pages.js';
import { formatError, withoutInput } from '../../graphql/apollo.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { depthLimitRule } from '../../graphql/depth-limit.js';
import { MAX_DEPTH, MAX_TOKENS } from '../../graphql/limits.js';
import { StreamLimits } from './stream-limits.js';

/** graphql-sse's context type wants an index signature. */
type StreamContext = GraphQLContext & Record<PropertyKey, unknown>;

const refusal = (status: number, message: string): SseAnswer => [JSON.stringify({ errors: [{ message }] }), { status, statusText: '' }];

/** A refusal graphql-sse answered (`{errors: [{message}]}`) in the error model, for errorHandler. */
function refusalError(status: number, body: string | null): DomainError {
  let message = '';
  try {
    message = String((JSON.parse(body ?? '') as { errors?: Array<{ message?: string }> }).errors?.[0]?.message ?? '');
  } catch {
    // no body
  }
  return new DomainError('validationException', status, message ? [{ path: '', message: withoutInput(message) }] : []);
}

/** Writes one chunk, resolving once it is handed to the socket (a slow client holds its own stream back, no one else's). */
const write = (res: Response, chunk: string) =>
  new Promise<void>((resolve, reject) => res.write(chunk, (err) => (err ? reject(err) : resolve())));

/**
 * GraphQL subscriptions as server-sent events (graphql-sse's protocol, "distinct connections":
 * one POST or GET per subscription, the token in the Authorization header as on /graphql). Only
 * subscriptions are served: queries and mutations keep /graphql, its limits and its error log.
 * Heartbeats: graphql-sse writes a comment line every 12 s, so proxies keep an idle stream open.
 */
export function liveStream(options: {
  schema: GraphQLSchema;
  live: LivePages;
  limits: { perClient: number; max: number };
  /** No "Did you mean" in validation errors, as on /graphql. */
  production: boolean;
}): {
  admit: RequestHandler;
  handler: RequestHandler[];
  limits: StreamLimits;
} {
  const { schema, live } = options;
  const limits = new StreamLimits(options.limits);
  const rules = [...specifiedRules, depthLimitRule(MAX_DEPTH)];
  const sse = createHandler<Request, { res: Response }, StreamContext>({
    schema,
    // no stream tokens: graphql-sse's "single connection" mode keeps streams in one process's memory
    authenticate: () => '',
    validate: (s, document) => validate(s, document, rules, { hideSuggestions: options.production }),
    onSubscribe(req, params): SseAnswer | OperationArgs<StreamContext> {
      let document: DocumentNode;
      try {
        document = parse(params.query, { maxTokens: MAX_TOKENS });
      } catch (err) {
        return refusal(400, (err as Error).message);
      }
      if (getOperationAST(document, params.operationName)?.operation !== 'subscription')
        return refusal(400, 'Only subscriptions are served here: queries and mutations go to /graphql.');
      const res = req.context.res;
      const contextValue: StreamContext = { userId: res.locals.userId as string | undefined, ip: req.raw.ip ?? '', res, live };
      return { schema, document, operationName: params.operationName, variableValues: params.variables, contextValue };
    },
    // every error an event carries, in the error model of /graphql (a 404 for a list the caller may not see)
    onNext: (_ctx, _req, result) =>
      result.errors ? { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) as never } : undefined,
  });

  /** The session or token of the stream's request, followed until the stream ends (an anonymous stream has none). */
  const followCredentialOf = (res: Response, end: () => void) => {
    const sessionId = res.locals.sessionId as string | undefined;
    const token = res.locals.apiToken as { id: string } | undefined;
    const credential = sessionId ? `sessions:${sessionId}` : token ? `api_tokens:${token.id}` : undefined;
    return credential ? live.followCredential(credential, end) : undefined;
  };

  const serve = async (req: Request, res: Response, next: NextFunction) => {
    if (req.get('accept') !== 'text/event-stream')
      return next(new DomainError('validationException', 406, [{ path: '', message: 'Subscriptions answer Accept: text/event-stream.' }]));
    try {
      const [body, init] = await sse({
        method: req.method,
        url: req.url,
        headers: { get: (key) => req.get(key) },
        body: (req.body as Record<string, unknown> | undefined) ?? null,
        raw: req,
        context: { res },
      });
      if (!body || typeof body === 'string') {
        if (init.status >= 400) return next(refusalError(init.status, body));
        res.status(init.status).end(body ?? undefined);
        return;
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        // nginx and others would buffer the stream
        'x-accel-buffering': 'no',
      });
      res.flushHeaders();
      const stop = () => void body.return(undefined);
      res.once('close', stop);
      // the stream ends with its session or token (logout, revocation, on any replica): nothing more
      // is sent, and the client is told the operation is complete
      const unfollow = await followCredentialOf(res, () => {
        stop();
        if (res.writable) res.end(print({ event: 'complete', data: null }));
      });
      for await (const chunk of body) {
        if (!res.writable) break;
        await write(res, chunk);
      }
      unfollow?.();
      res.off('close', stop);
      res.end();
    } catch (err) {
      if (res.headersSent) res.destroy();
      else next(err);
    }
  };

  return {
    // admitted before the request's session is read: a refused stream costs no query
    admit: limits.admit,
    handler: [express.json({ limit: 16 * 1024 }), (req, res, next) => void serve(req, res, next)],
    limits,
  };
}
