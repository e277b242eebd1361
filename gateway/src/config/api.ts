import { intVar, type Env } from './env.js';

/**
 * API_* (docs/api.md#limits-and-cost, docs/operations.md#configuration): personal access tokens
 * per account, and the cost bucket every token, session and anonymous address spends from.
 */
export function apiLimits(env: Env) {
  return {
    tokensPerUser: intVar(env, 'API_TOKENS_PER_USER', 20, 1, 1000),
    /** Expired tokens stay listed (as expired) this long before the purge deletes them. */
    expiredTokenRetentionDays: 30,
    bucket: {
      maximumAvailable: intVar(env, 'API_COST_BUCKET_SIZE', 5000, 10, 100_000_000),
      restoreRate: intVar(env, 'API_COST_RESTORE_PER_SECOND', 250, 1, 100_000_000),
    },
  };
}

export type ApiLimits = ReturnType<typeof apiLimits>;
