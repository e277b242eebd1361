import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { redactPath, redactUrl } from '../../common/redact.js';

/** An incoming X-Request-Id is kept only when it is a short token that cannot forge log content. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(header: string | undefined): string {
  return header && SAFE_ID.test(header) ? header : randomUUID();
}

/**
 * One line per request at info (method, path, status, duration, request id, user id); the
 * request and response headers only at debug, in a second line. 5xx answers log at error.
 * Token segments of the path (and of the Referer) are redacted. The request id is echoed in X-Request-Id so a user's report can be matched to its line.
 * Hand-made instead of pino-http for what it buys: see NOTE.md beside it.
 */
export function requestLog(log: Logger, ignore: (path: string) => boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdOf(req.get('x-request-id'));
    res.locals.requestId = requestId;
    res.setHeader('x-request-id', requestId);
    if (ignore(req.path)) return next();
    const started = process.hrtime.bigint();
    // 'close' comes once per response, after 'finish' when the answer was sent, alone when the
    // client went away first: one listener covers both (two `once` listeners cost a removal each)
    res.on('close', () => {
      const level = res.writableFinished && res.statusCode >= 500 ? 'error' : 'info';
      // nothing to build when the line is not written (LOG_LEVEL above info)
      if (!log.isLevelEnabled(level)) return;
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      // reset, e-mail verification and reservation links carry their token in the path
      const path = redactPath(req.originalUrl.split('?')[0]);
      const status = res.writableFinished ? res.statusCode : 499;
      const line = { requestId, method: req.method, path, status, durationMs, userId: res.locals.userId as string | undefined };
      log[level](line, `${req.method} ${path} ${status} ${durationMs}ms`);
      if (log.isLevelEnabled('debug')) {
        const headers = req.headers.referer ? { ...req.headers, referer: redactUrl(req.headers.referer) } : req.headers;
        log.debug({ requestId, req: { headers }, res: { headers: res.getHeaders() } }, 'request headers');
      }
    });
    next();
  };
}
