import type { Response } from 'express';

/** What a resolver knows of its request: the token's user id (if any) and the client address. */
export interface GraphQLContext {
  userId?: string;
  ip: string;
  res: Response;
}
