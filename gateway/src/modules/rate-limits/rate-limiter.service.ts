import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tooManyRequests } from '../../common/errors.js';
import { refusals, ruleOf } from '../../observability/metrics.js';

/** A key counted against `limit` hits per fixed window of `windowSeconds`. */
export interface RateLimit {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The key as stored: the column holds 300 characters, and a key built from what a client sends (a
 * forged X-Forwarded-For address, say) can be longer; such a key is kept as its start and its hash.
 */
export function storedKey(key: string): string {
  return key.length <= 300 ? key : `${key.slice(0, 200)}#${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * Counts first, then decides: each hit is one atomic upsert returning the new count, so N
 * parallel requests see N distinct counts and at most `limit` of them get through, on any number
 * of gateway processes. (Reading the count, doing the work, then recording lets a burst through.)
 */
export class RateLimiter {
  constructor(private readonly em: EntityManager) {}

  /** Counts one hit on every key at once; 429 `tooManyRequests` when any is over its limit. */
  async hit(...limits: RateLimit[]): Promise<void> {
    const counts = await this.count(...limits);
    const over = limits.find((l) => counts.get(l.key)! > l.limit);
    if (over) {
      refusals.inc({ rule: ruleOf(over.key) });
      throw tooManyRequests();
    }
  }

  /** Counts one hit on every key at once and returns each key's count in its current window. */
  count(...limits: Omit<RateLimit, 'limit'>[]): Promise<Map<string, number>> {
    return this.countIn(undefined, ...limits);
  }

  /**
   * `count` on the transaction of `em` (when it has one): the hit is kept only if that transaction
   * commits, and the counter row stays locked until then, so the count and the work it allows are
   * decided together.
   */
  async countIn(em: EntityManager | undefined, ...limits: Omit<RateLimit, 'limit'>[]): Promise<Map<string, number>> {
    // a fixed key order: two statements locking the same rows cannot deadlock
    const stored = new Map(limits.map((l) => [storedKey(l.key), l.key]));
    const sorted = limits.map((l) => ({ ...l, key: storedKey(l.key) })).sort((a, b) => a.key.localeCompare(b.key));
    const rows: { key: string; count: number }[] = await (em ?? this.em).getConnection().execute(
      `insert into rate_limit_counters (key, count, expires_at)
       values ${sorted.map(() => `(?, 1, now() + make_interval(secs => ?))`).join(', ')}
       on conflict (key) do update set
         count = case when rate_limit_counters.expires_at > now() then rate_limit_counters.count + 1 else 1 end,
         expires_at = case when rate_limit_counters.expires_at > now() then rate_limit_counters.expires_at else excluded.expires_at end
       returning key, count`,
      sorted.flatMap((l) => [l.key, l.windowSeconds]),
      'all',
      em?.getTransactionContext(),
    );
    return new Map(rows.map((r) => [stored.get(r.key) ?? r.key, r.count]));
  }

  /** Gives one hit back (a success that should not use up the budget). */
  async refund(key: string): Promise<void> {
    await this.em.getConnection().execute(`update rate_limit_counters set count = count - 1 where key = ? and count > 0`, [storedKey(key)]);
  }

  /** Forgets a key entirely. */
  async clear(key: string): Promise<void> {
    await this.em.getConnection().execute(`delete from rate_limit_counters where key = ?`, [storedKey(key)]);
  }
}
