import type { Schema } from './schema.js';

/**
 * Who may call a route: anyone (`none`), anyone with more for a signed-in caller (`optional`: an
 * owner sees more of their own page), a signed-in user (`user`), an administrator (`admin`).
 */
export type Access = 'none' | 'optional' | 'user' | 'admin';

/**
 * One REST route as the OpenAPI document describes it; each module lists its own in
 * `<feature>.openapi.ts` (docs/adding-a-feature.md#rest-routes-and-the-openapi-document).
 */
export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI form, under /api: `/wishlists/{id}`. */
  path: string;
  summary: string;
  /** More than the summary says, when there is more to say; the document adds who may call it. */
  description?: string;
  access: Access;
  /** The input class that validates the body (parseInput): its schema is read from its rules. */
  body?: new () => object;
  /** A multipart/form-data body (uploads), described by hand: no input class reads it. */
  form?: Schema;
  /** Announced for removal (docs/api-changes.md#policy): shown struck through on /api/docs. */
  deprecated?: boolean;
  /** PATCH bodies: every field optional (parseInput's `partial`). */
  partial?: boolean;
  /**
   * The success answer: its status, then its JSON schema (none: no body, as 204 and redirects),
   * or another media type's schema with `mediaType`.
   */
  ok: [status: number, schema?: Schema, mediaType?: string];
  /**
   * Failures beyond those implied (all in the error shape): a body implies 400, 413, 415 and 422;
   * `user` 401; `admin` 401 and 403; a change (any method but GET) 403 (a `read` token, or a token on
   * a session-only route: docs/api.md#tokens); a path parameter 400 (a malformed percent-escape in
   * it) and 404; every route 429 (its cost
   * bucket: docs/api.md#limits-and-cost), 500 (an unexpected failure) and 503 (database unavailable).
   */
  errors?: number[];
}

/** A module's part of the document: its routes and the named answer schemas they refer to (`ref`). */
export interface ApiDescription {
  operations: ApiOperation[];
  schemas?: Record<string, Schema>;
}

/** Every failure status an operation may answer, implied ones included. */
export function errorStatuses(op: ApiOperation): number[] {
  const implied = [
    ...(op.body ? [400, 413, 415, 422] : []),
    ...(op.access === 'user' ? [401] : []),
    ...(op.access === 'admin' ? [401, 403] : []),
    ...(op.method !== 'get' ? [403] : []),
    ...(op.path.includes('{') ? [400, 404] : []),
    429,
    500,
    503,
  ];
  return [...new Set([...implied, ...(op.errors ?? [])])].sort((a, b) => a - b);
}
