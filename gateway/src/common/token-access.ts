import type { RequestHandler } from 'express';

/**
 * What a personal access token may do on a module's routes (GatewayModule.tokens, docs/api.md#tokens):
 * `scoped` (a `read` token reads, a `write` token also changes), or `session-only` (no token,
 * whatever its scopes), but for the reads its routes declare with `tokensMayRead`.
 */
export type TokenAccess = 'scoped' | 'session-only';

/** Declared first on a route of a session-only module: a token may still call it with a read method. */
export const tokensMayRead: RequestHandler = (_req, _res, next) => next();
