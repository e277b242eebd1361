import type { NextFunction, Request, Response } from 'express';
import { API_TOKEN_PREFIX, type ApiTokenService } from '../modules/api-tokens/api-tokens.service.js';
import type { SessionService } from '../modules/auth/session.service.js';
import { TokenService } from '../modules/auth/token.service.js';

/**
 * Reads the bearer token into res.locals: userId, sessionId and currentUser (what `me` answers),
 * or, for a personal access token (`cg_pat_...`), userId, currentUser and apiToken (its scopes;
 * no session). Either is read from the database on every request (the sessions of one turn in one
 * statement): an ended session or a revoked token is refused at once, on every replica. Routes
 * decide if a user is required.
 */
export function identify(sessions: SessionService, apiTokens: ApiTokenService) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = TokenService.fromHeader(req.get('authorization'));
    if (token?.startsWith(API_TOKEN_PREFIX)) {
      const identity = await apiTokens.identify(token);
      if (identity) {
        res.locals.userId = identity.userId;
        res.locals.currentUser = identity.user;
        res.locals.apiToken = identity.token;
      }
    } else if (token) {
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
