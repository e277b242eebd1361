import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Router } from 'express';
import type { ApiDescription } from '../openapi/operation.js';
import type { TokenAccess } from '../common/token-access.js';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Services } from '../services.js';

/** What a module's service factory may use; `services` holds the modules listed before it. */
export interface ModuleDeps {
  /** Resolves to the current request's fork (db/request-context.ts), so services hold it once. */
  em: EntityManager;
  orm: MikroORM;
  config: Config;
  log: Logger;
  services: Services;
}

export type ResolverClass = new (...args: never[]) => object;

/** An entity class (abstract ones too), as MikroORM's discovery takes it. */
export type EntityClassRef = abstract new (...args: never[]) => object;

/**
 * Rows of `table` older than `days` days (by `column`) are purged by the retention job: deleted, or,
 * with `clear`, kept with those (nullable) columns set to null: personal data a row outlives.
 */
export interface RetentionRule {
  table: string;
  column: string;
  days: number;
  clear?: string[];
}

/**
 * One feature, as the gateway composes it (modules/index.ts lists them): its entities, its service
 * (built once per process), its GraphQL resolvers and its REST routes (mounted under /api).
 */
export interface FeatureModule<Name extends string, Service> {
  name: Name;
  entities: EntityClassRef[];
  createService(deps: ModuleDeps): Service;
  resolvers?: [ResolverClass, (services: Services) => object][];
  /** type-graphql middleware classes its resolvers use (@UseMiddleware), bound to services like resolvers. */
  middlewares?: [ResolverClass, (services: Services) => object][];
  routes?(services: Services): Router;
  /**
   * What a personal access token may do on its routes (docs/api.md#tokens), decided on the route that
   * matched: `scoped` by default; `session-only` for the account's credentials and the admin area.
   */
  tokens?: TokenAccess;
  /** Its REST routes as the OpenAPI document describes them (`<feature>.openapi.ts`); a test fails on a route without one. */
  api?: ApiDescription;
  /** Tables of this module that only grow, with how long their rows are kept. */
  retention?(config: Config): RetentionRule[];
  /** Called once on shutdown, after the HTTP server stopped (flush writes, close connections). */
  stop?(service: Service): Promise<void> | void;
}
