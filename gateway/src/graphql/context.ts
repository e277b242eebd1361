import type { Request, Response } from 'express';
import type { LivePages } from '../common/live/live-pages.js';
import { DomainError } from '../common/errors.js';
import type { User } from '../modules/auth/user.entity.js';
import type { UserView } from '../modules/auth/user.view.js';
import type { RequestToken } from '../modules/api-tokens/token-scopes.js';
import type { RequestCost } from '../modules/api-cost/graphql-cost.js';

/** What a resolver knows of its request: the token's user id (if any) and the client address. */
export interface GraphQLContext {
  userId?: string;
  /** The token's session, and its user as `me` answers it (read with the session check). */
  sessionId?: string;
  currentUser?: UserView;
  readonly ip: string;
  readonly userAgent?: string;
  res: Response;
  /** The personal access token the request carries, with its scopes (modules/api-tokens/). */
  apiToken?: RequestToken;
  /** The operator, set by the admin guard on admin operations. */
  admin?: User;
  /** The operation's cost, noted between the cost listener's hooks (modules/api-cost/). */
  cost?: RequestCost;
  /** The server rendering's own queries: not charged to any bucket. */
  readonly free?: boolean;
  /** Live updates: set on the subscription streams of /graphql/stream only (http/live/). */
  live?: LivePages;
}

/** The live updates of a subscription's context: subscriptions are served at /graphql/stream only (400 elsewhere). */
export function liveOf(context: GraphQLContext): LivePages {
  if (!context.live)
    throw new DomainError('validationException', 400, [
      { path: '', message: 'Subscriptions are served as server-sent events at /graphql/stream.' },
    ]);
  return context.live;
}

/**
 * The context of one /graphql request. The client address is worked out when a resolver asks for
 * it (the few mutations that count per IP): Express derives req.ip from the proxy headers on
 * every read. A getter on the prototype, since Apollo copies the context's own properties.
 */
export class RequestGraphQLContext implements GraphQLContext {
  userId?: string;
  sessionId?: string;
  currentUser?: UserView;
  apiToken?: RequestToken;
  admin?: User;
  cost?: RequestCost;
  constructor(
    private readonly req: Request,
    readonly res: Response,
  ) {
    this.userId = res.locals.userId as string | undefined;
    this.sessionId = res.locals.sessionId as string | undefined;
    this.currentUser = res.locals.currentUser as UserView | undefined;
    this.apiToken = res.locals.apiToken as RequestToken | undefined;
  }
  get userAgent(): string | undefined {
    return this.req.get('user-agent');
  }
  get ip(): string {
    return this.req.ip ?? '';
  }
}
