import type { NextFunction, Request, Response } from 'express';
import { TokenService } from '../modules/auth/token.service.js';

/** Reads the bearer token into res.locals.userId (no database call); routes decide if it is required. */
export function identify(tokens: TokenService) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.userId = tokens.verify(TokenService.fromHeader(req.get('authorization')));
    next();
  };
}
