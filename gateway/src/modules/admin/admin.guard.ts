import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import type { MiddlewareInterface, NextFn, ResolverData } from 'type-graphql';
import { forbidden } from '../../common/errors.js';
import { requireUser } from '../auth/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { User } from '../auth/index.js';

/**
 * The one admin check: 401 signed out, 403 `forbidden` for anyone whose account is not
 * an admin. Read from the database on every call, so revoking an admin takes effect at once.
 */
export class AdminGuard {
  constructor(private readonly em: EntityManager) {}

  async require(userId: string | undefined): Promise<User> {
    const user = await requireUser(this.em, userId);
    if (!user.isAdmin) throw forbidden();
    return user;
  }

  /** On every /api/admin route; the operator is then `res.locals.admin`. Generic: the route keeps its typed params. */
  rest<Params = Record<string, string>>(): RequestHandler<Params> {
    return async (_req, res, next) => {
      res.locals.admin = await this.require(res.locals.userId);
      next();
    };
  }
}

/** @UseMiddleware on the admin resolver class: every admin query and mutation goes through AdminGuard. */
export class AdminOnly implements MiddlewareInterface<GraphQLContext> {
  constructor(private readonly guard: AdminGuard) {}

  async use({ context }: ResolverData<GraphQLContext>, next: NextFn): Promise<unknown> {
    context.admin = await this.guard.require(context.userId);
    return next();
  }
}
