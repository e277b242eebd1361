import { isUUID } from 'class-validator';
import { invalidForm, notFound, unauthorized } from './errors.js';

/** A malformed id cannot name anything: 404, before PostgreSQL would reject it as a uuid (500). */
export function assertId(...ids: string[]): void {
  for (const id of ids) if (typeof id !== 'string' || !isUUID(id, 'all')) throw notFound();
}

/** The token's user id, or 401 when signed out (no query: for rules that only need the id). */
export function requireUserId(userId: string | undefined): string {
  // tokens are ours, but one naming no uuid must not reach PostgreSQL as one
  if (!userId || !isUUID(userId, 'all')) throw unauthorized();
  return userId;
}

/**
 * A business limit is reached (so many timelines per user, events per timeline...): a form-level
 * 422 the frontends show in their error banner, translated as `errors.validation.limitReached`.
 */
export const limitReached = () => invalidForm([{ path: '', message: 'validation.limitReached' }]);
