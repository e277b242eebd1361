import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { RETRY_AFTER_SECONDS, toDomainError } from '../common/errors.js';
import type { ErrorLogDetails } from './error-log.middleware.js';

/**
 * The one translation of thrown errors into answers: REST gets `{type, errors}`, GraphQL (for
 * failures before Apollo runs, like malformed JSON) the same inside `errors[0].extensions`.
 */
export function errorHandler(log: Logger, shape: 'rest' | 'graphql') {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const domain = toDomainError(err);
    if (domain.status === 503) log.warn({ url: req.originalUrl, cause: (err as Error)?.message }, 'database unavailable');
    else if (domain.status >= 500) log.error({ err, url: req.originalUrl }, 'unexpected error');
    const raw = err instanceof Error ? err : new Error(String(err));
    const body =
      shape === 'rest'
        ? domain.body
        : { errors: [{ message: domain.type, extensions: { code: domain.type, status: domain.status, errors: domain.errors } }] };
    res.locals.errorLog = { status: domain.status, error: { message: raw.message, stack: raw.stack }, body } satisfies ErrorLogDetails;
    if (res.headersSent) return;
    if (domain.status === 503) res.set('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(domain.status).json(body);
  };
}
