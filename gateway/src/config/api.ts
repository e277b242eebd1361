import type { Variables } from './read-variables.js';

/**
 * API_* (docs/api.md#limits-and-cost): personal access tokens per account, and the cost bucket
 * every token, session and anonymous address spends from.
 */
export function apiLimits(variables: Variables) {
  return {
    tokensPerUser: variables.API_TOKENS_PER_USER,
    /** Expired tokens stay listed (as expired) this long before the purge deletes them. */
    expiredTokenRetentionDays: 30,
    bucket: {
      maximumAvailable: variables.API_COST_BUCKET_SIZE,
      restoreRate: variables.API_COST_RESTORE_PER_SECOND,
    },
  };
}

export type ApiLimits = ReturnType<typeof apiLimits>;
