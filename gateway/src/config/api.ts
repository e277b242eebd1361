import { intVar, type Env } from './env.js';

/** API_* (docs/api.md#tokens, docs/operations.md#configuration): personal access tokens per account. */
export function apiLimits(env: Env) {
  return {
    tokensPerUser: intVar(env, 'API_TOKENS_PER_USER', 20, 1, 1000),
    /** Expired tokens stay listed (as expired) this long before the purge deletes them. */
    expiredTokenRetentionDays: 30,
  };
}

export type ApiLimits = ReturnType<typeof apiLimits>;
