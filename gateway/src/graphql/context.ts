import type { Request, Response } from 'express';
import type { User } from '../modules/auth/user.entity.js';

/** What a resolver knows of its request: the token's user id (if any) and the client address. */
export interface GraphQLContext {
  userId?: string;
  readonly ip: string;
  res: Response;
  /** The operator, set by the admin guard on admin operations. */
  admin?: User;
}

/**
 * The context of one /graphql request. The client address is worked out when a resolver asks for
 * it (the few mutations that count per IP): Express derives req.ip from the proxy headers on
 * every read. A getter on the prototype, since Apollo copies the context's own properties.
 */
export class RequestGraphQLContext implements GraphQLContext {
  userId?: string;
  admin?: User;
  constructor(
    private readonly req: Request,
    readonly res: Response,
  ) {
    this.userId = res.locals.userId as string | undefined;
  }
  get ip(): string {
    return this.req.ip ?? '';
  }
}
