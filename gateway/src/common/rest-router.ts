import { Router } from 'express';

/**
 * A router of the REST facade (/api): one spelling per resource. Paths are matched case-sensitively
 * and a trailing slash is a different path (docs/api.md#routing), so the route that runs is the one
 * the OpenAPI document describes, and what a token may do is decided on it.
 */
export const restRouter = (): Router => Router({ caseSensitive: true, strict: true });
