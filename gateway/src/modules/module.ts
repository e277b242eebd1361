import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { JobHelpers } from 'graphile-worker';
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
  /** Every module (modules/index.ts), for those that ask each of them in turn (account data, the queue). */
  modules: readonly AnyModule[];
}

export type ResolverClass = new (...args: never[]) => object;

/** Any module of the list, whatever its name and service. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyModule = GatewayModule<string, any>;

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
 * A job of the queue (queue/queue.ts) this module enqueues, run by every process with workers.
 * `staleLockSeconds`: a job locked longer than that belongs to a worker that died and is handed back.
 */
export interface QueueTask {
  run(payload: unknown, helpers: JobHelpers): Promise<void>;
  staleLockSeconds?: number;
}

/** One row of an account's data, as SQL answers it (snake_case columns). */
export type AccountRow = Record<string, unknown>;

/** The account being exported or erased, and its one transaction: `run` executes SQL on it. */
export interface AccountData {
  userId: string;
  /** The account's e-mail, lowercase as stored (erasure only: an export reads the user row itself). */
  email: string;
  /** The transaction's fork. */
  em: EntityManager;
  /** SQL on the transaction; `params` default to `[userId]`. */
  run<T = AccountRow>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * A module's part of the account export (GET /auth/me/export): fields of the export document, read
 * in the export's one snapshot. Never a secret (a token's or a password's hash, a signing secret).
 */
export type ExportPart = (account: AccountData, services: Services) => Promise<Record<string, unknown>>;

/**
 * A module's part of the account erasure (DELETE /auth/me), in its one transaction before the user
 * row goes (the foreign keys to `users` cascade the rest): rows that refer to the account without a
 * cascade, or by its e-mail. It may answer what to do once the transaction committed (files).
 */
export type ErasurePart = (account: AccountData, services: Services) => Promise<void | (() => Promise<void>)>;

/** A page of one admin list: its rows and total, and what the list adds (the sort used, the statuses seen...). */
export interface AdminRows {
  total: number;
  items: object[];
  [more: string]: unknown;
}

/**
 * One list of the admin area over this module's tables, a page at a time: sorting, filtering and
 * counting in PostgreSQL, the same few queries whatever the table's size. `query` is the request's
 * (the admin module has read the page from it); the caller has passed the admin guard.
 */
export type AdminList = (
  em: EntityManager,
  page: { pageSize: number; offset: number },
  query: Record<string, unknown>,
) => Promise<AdminRows>;

/**
 * One module of the gateway, as it composes them (modules/index.ts lists them): a product feature
 * (wishlists, predictions...) or a piece of infrastructure the features share (mail, rate limits,
 * the API's cost buckets...). Its entities, its service (built once per process), its GraphQL
 * resolvers and its REST routes (mounted under /api).
 */
export interface GatewayModule<Name extends string, Service> {
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
  /** Its queue tasks by name (the name `enqueue` takes): queue/workers.ts runs every module's. */
  tasks?(deps: ModuleDeps): Record<string, QueueTask>;
  /** Its lists of the admin area by name (`users`, `wishlists`...): the admin module asks the module that owns the rows. */
  adminLists?: Record<string, AdminList>;
  /** Its part of the account export; account-data asks every module in list order. */
  exportPart?: ExportPart;
  /** Its part of the account erasure; account-data asks every module in list order. */
  erasurePart?: ErasurePart;
  /** Called once on shutdown, after the HTTP server stopped (flush writes, close connections). */
  stop?(service: Service): Promise<void> | void;
}
