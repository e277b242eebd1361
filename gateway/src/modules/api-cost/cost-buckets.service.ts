import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { nativePool } from '../../db/native-pool.js';

/** What every answer tells of its bucket (Shopify's throttleStatus): points, and points back per second. */
export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

/** The outcome of one charge: whether the cost was taken, and the bucket after it. */
export interface Charge {
  charged: boolean;
  status: ThrottleStatus;
}

interface Pending {
  key: string;
  cost: number;
  resolve: (charge: Charge) => void;
  reject: (err: unknown) => void;
}

/**
 * Takes `cost` from each bucket that holds that much, after refilling it for the time since its
 * last charge; a new bucket starts full. One statement whatever the number of buckets, the
 * database deciding: rows in key order (concurrent statements lock them in the same order).
 */
const CHARGE = `
insert into api_cost_buckets as b (key, available, updated_at)
select k, $3::float8 - c, now() from unnest($1::text[], $2::float8[]) as t(k, c) order by k
on conflict (key) do update
  set available = least($3::float8, b.available + extract(epoch from now() - b.updated_at) * $4::float8) - ($3::float8 - excluded.available),
      updated_at = now()
  where least($3::float8, b.available + extract(epoch from now() - b.updated_at) * $4::float8) >= $3::float8 - excluded.available
returning key, available`;

/** The level of buckets left unchanged (a refused charge), refilled to now. */
const LEVEL = `
select key, least($2::float8, available + extract(epoch from now() - updated_at) * $3::float8) as available
from api_cost_buckets where key = any($1::text[])`;

/**
 * The leaky buckets of API cost (docs/api.md#limits-and-cost), held in PostgreSQL: one atomic
 * upsert decides each charge, so parallel requests on any number of gateway processes cannot spend
 * more than a bucket holds. The charges asked during one turn of the event loop go to the
 * database as one statement (as PageVersionReader's reads do), those of one bucket summed: one
 * write per turn, not per request, and one row update for a client's burst.
 */
export class CostBuckets {
  #pending: Pending[] | undefined;

  constructor(
    private readonly em: EntityManager,
    readonly limits: { maximumAvailable: number; restoreRate: number },
  ) {}

  /** Takes `cost` points from the bucket `key` if it holds them; otherwise takes nothing. */
  charge(key: string, cost: number): Promise<Charge> {
    if (!this.#pending) {
      this.#pending = [];
      setImmediate(() => void this.#flush());
    }
    const pending = this.#pending;
    return new Promise((resolve, reject) => pending.push({ key, cost, resolve, reject }));
  }

  /** Seconds until the bucket holds `cost` points again. */
  retryAfter(cost: number, status: ThrottleStatus): number {
    if (cost > status.maximumAvailable) return Math.ceil(status.maximumAvailable / status.restoreRate);
    return Math.max(1, Math.ceil((cost - status.currentlyAvailable) / status.restoreRate));
  }

  async #flush(): Promise<void> {
    const pending = this.#pending!;
    this.#pending = undefined;
    // the charges of one bucket in this turn are taken together (one row update for a client's burst);
    // when their sum does not fit, each is tried alone, one after the other, so none is refused that would fit
    const byKey = new Map<string, Pending[]>();
    for (const charge of pending) byKey.set(charge.key, [...(byKey.get(charge.key) ?? []), charge]);
    try {
      const pool = await nativePool(this.em);
      const groups = [...byKey.values()];
      const refused = await this.#run(pool, groups);
      for (const group of refused) for (const charge of group) await this.#run(pool, [[charge]]);
    } catch (err) {
      for (const { reject } of pending) reject(err);
    }
  }

  /**
   * One statement for `groups` (one bucket each): a group's charges are taken together or not at
   * all. Resolves every group taken, and every refused group of one charge; returns the refused
   * groups of several charges, to be tried one by one.
   */
  async #run(pool: Pool, groups: Pending[][]): Promise<Pending[][]> {
    const { maximumAvailable, restoreRate } = this.limits;
    const status = (available: number): ThrottleStatus => ({
      maximumAvailable,
      currentlyAvailable: Math.max(0, Math.floor(available)),
      restoreRate,
    });
    const total = (group: Pending[]) => group.reduce((sum, c) => sum + c.cost, 0);
    // a cost over the bucket's size can never be taken: only its level is read
    const chargeable = groups.filter((group) => total(group) <= maximumAvailable);
    const taken = new Map<string, number>();
    if (chargeable.length) {
      const { rows } = await pool.query<{ key: string; available: number }>(CHARGE, [
        chargeable.map((group) => group[0].key),
        chargeable.map(total),
        maximumAvailable,
        restoreRate,
      ]);
      for (const row of rows) taken.set(row.key, Number(row.available));
    }
    const refused = groups.filter((group) => !taken.has(group[0].key));
    const retried = refused.filter((group) => group.length > 1);
    const final = refused.filter((group) => group.length === 1);
    const levels = new Map<string, number>();
    if (final.length) {
      const { rows } = await pool.query<{ key: string; available: number }>(LEVEL, [
        final.map((group) => group[0].key),
        maximumAvailable,
        restoreRate,
      ]);
      for (const row of rows) levels.set(row.key, Number(row.available));
    }
    for (const group of groups) {
      if (taken.has(group[0].key)) for (const c of group) c.resolve({ charged: true, status: status(taken.get(group[0].key)!) });
    }
    for (const [c] of final) c.resolve({ charged: false, status: status(levels.get(c.key) ?? maximumAvailable) });
    return retried;
  }
}
