import type { NextFunction, Request, Response } from 'express';
import type { SessionService } from '../modules/auth/session.service.js';
import { TokenService } from '../modules/auth/token.service.js';

/**
 * Reads the bearer token into res.locals: userId, sessionId and currentUser (what `me` answers).
 * A token costs one primary-key query (its session joined to its user), on every request: an
 * ended session is refused at once, on every replica. Routes decide if a user is required.
 */
export function identify(sessions: SessionService) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = TokenService.fromHeader(req.get('authorization'));
    if (token) {
      const identity = await sessions.identify(token);
      if (identity) {
        res.locals.userId = identity.userId;
        res.locals.sessionId = identity.sessionId;
        res.locals.currentUser = identity.user;
      }
    }
    next();
  };
}
