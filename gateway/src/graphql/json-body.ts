import express, { type RequestHandler } from 'express';
import { AsyncResource } from 'node:async_hooks';
import { Readable } from 'node:stream';

/** The content types every GraphQL client sends; any other (charset, spelling) goes to express.json. */
const PLAIN_JSON = new Set(['application/json', 'application/json; charset=utf-8']);

/** The stream error raw-body gives express.json when the client goes away mid-body. */
function aborted(): Error {
  return Object.assign(new Error('request aborted'), { status: 400, statusCode: 400, expose: true, type: 'request.aborted' });
}

/**
 * express.json for /graphql, with a short path for the request every client sends: a POST of an
 * identity-encoded `application/json` body of announced length within the limit. It reads and
 * parses that body without express.json's per-request content-type and charset parsing, iconv
 * decoding and raw-body stream bookkeeping. Everything else (other methods, charsets, encodings,
 * chunked or oversized bodies) goes to express.json itself, and so does a body that does not
 * parse, replayed, so every refusal (status, type, message for the error log) is express.json's.
 */
export function jsonBody(limitBytes: number): RequestHandler {
  const standard = express.json({ limit: limitBytes });
  return (req, res, next) => {
    const { headers } = req;
    const length = headers['content-length'];
    if (
      req.method !== 'POST' ||
      length === undefined ||
      // Node's HTTP parser has checked that content-length is a number (and the only one)
      Number(length) > limitBytes ||
      !PLAIN_JSON.has(headers['content-type'] ?? '') ||
      headers['content-encoding'] !== undefined ||
      headers['transfer-encoding'] !== undefined
    ) {
      standard(req, res, next);
      return;
    }
    const chunks: Buffer[] = [];
    let settled = false;
    // the stream's events come in the connection's async context: the rest of the request runs in
    // its own (the request's EntityManager fork lives there), as express.json's callback does
    // (an AsyncResource run directly: AsyncLocalStorage.snapshot() binds a function, which costs
    // a deprecation wrapper per call)
    const request = new AsyncResource('cigogne.jsonBody');
    const inRequest = (fn: () => void) => request.runInAsyncScope(fn);
    const fail = () => {
      if (settled) return;
      settled = true;
      inRequest(() => next(aborted()));
    };
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('aborted', fail);
    req.on('error', fail);
    req.on('end', () =>
      inRequest(() => {
        if (settled) return;
        settled = true;
        const raw = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
        if (raw.length === 0) {
          req.body = {};
          return next();
        }
        // express.json decodes through iconv-lite, which drops a byte order mark
        let text = raw.toString('utf8');
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        // express.json takes only an object or an array; anything else it refuses its own way
        if (typeof body !== 'object' || body === null) return replay(standard, req, raw, res, next);
        req.body = body;
        next();
      }),
    );
  };
}

/** Runs express.json over a body already read from `req`, for its error. */
function replay(standard: RequestHandler, req: express.Request, raw: Buffer, res: express.Response, next: express.NextFunction): void {
  const again = Object.assign(Readable.from([raw]), { headers: req.headers, method: req.method, url: req.url });
  void standard(again as unknown as express.Request, res, (err?: unknown) => {
    if (err) return next(err);
    // express.json parsed what JSON.parse refused: cannot happen, but answer with what it found
    req.body = (again as unknown as { body?: unknown }).body;
    next();
  });
}
