import { RequestContext, type EntityManager } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import { AsyncLocalStorage } from 'node:async_hooks';

/** The current request's fork, made on first use. */
class RequestForks {
  #fork?: EntityManager;
  #forking = false;
  constructor(private readonly em: EntityManager) {}
  get(name: string): EntityManager | undefined {
    // while the fork is built, MikroORM resolves the context itself: that is the global EntityManager
    if (name !== this.em.name || this.#forking) return undefined;
    if (!this.#fork) {
      this.#forking = true;
      try {
        this.#fork = this.em.fork({ useContext: true });
      } finally {
        this.#forking = false;
      }
    }
    return this.#fork;
  }
}

const requests = new AsyncLocalStorage<RequestForks>();

/**
 * MikroORM's `context` option: the request's own fork inside a request (one unit of work per
 * request, entities never leak between requests), MikroORM's RequestContext elsewhere.
 */
export function currentEntityManager(name: string): EntityManager | undefined {
  return requests.getStore()?.get(name) ?? (RequestContext.getEntityManager(name) as EntityManager | undefined);
}

/**
 * Like `RequestContext.create(em, next)`, but the fork is made when the request first uses the
 * EntityManager: requests that never do (`me` reads one row through the pool) skip its cost.
 */
export function requestContext(em: EntityManager): RequestHandler {
  return (_req, _res, next) => requests.run(new RequestForks(em), next);
}

/** Runs `work` as its own request (its own fork, made on first use), outside of any HTTP request to /graphql. */
export function inRequestContext<T>(em: EntityManager, work: () => Promise<T>): Promise<T> {
  return requests.run(new RequestForks(em), work);
}
