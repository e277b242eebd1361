import type { Response } from 'express';
import type { User } from '../modules/auth/user.entity.js';

/** What a resolver knows of its request: the token's user id (if any) and the client address. */
export interface GraphQLContext {
  userId?: string;
  ip: string;
  res: Response;
  /** The operator, set by the admin guard on admin operations. */
  admin?: User;
}
