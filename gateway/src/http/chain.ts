import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middlewares run in order as one router layer. Every layer Express's router walks costs a path
 * match, a prefix trim and its debug calls on each request; the API's fixed sequence (context,
 * token, error log, body) needs none of that between its steps. A step that calls next(err), or
 * whose promise rejects, hands the error to the router as it would have.
 */
export function chain(...steps: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, done: NextFunction) => {
    let index = 0;
    const fail = (err: unknown) => done(err ?? new Error('Rejected promise'));
    const next: NextFunction = (err?: unknown) => {
      if (err !== undefined && err !== null) return done(err);
      const step = steps[index++];
      if (!step) return done();
      try {
        const result = step(req, res, next) as unknown;
        if (result instanceof Promise) result.then(undefined, fail);
      } catch (error) {
        fail(error);
      }
    };
    next();
  };
}
