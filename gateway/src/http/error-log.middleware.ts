import type { NextFunction, Request, Response } from 'express';
import type { ErrorLogService } from '../modules/error-log/error-log.service.js';

/** What a handler leaves in res.locals.errorLog so the log entry carries the real cause. */
export interface ErrorLogDetails {
  status: number;
  error: { message: string; stack?: string };
  body: unknown;
}

/**
 * Records every 4xx/5xx answer of /api and /graphql once it has been sent. GraphQL answers 200
 * with errors in the body; its plugin sets res.locals.errorLog with the errors' own status.
 */
export function errorLogMiddleware(errorLog: ErrorLogService) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.on('finish', () => {
      const details = res.locals.errorLog as ErrorLogDetails | undefined;
      const status = details?.status ?? res.statusCode;
      if (status < 400) return;
      errorLog.record({
        url: req.originalUrl,
        method: req.method,
        status,
        error: details?.error ?? { message: `HTTP ${status}` },
        errorResponse: details?.body,
        userId: res.locals.userId,
        ip: req.ip,
        referrer: req.get('referer'),
        userAgent: req.get('user-agent'),
      });
    });
    next();
  };
}
