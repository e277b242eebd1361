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
 * database as one statement (as PageVersionReader's reads do): one write per turn, not per request.
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
    // one row per bucket per statement: a bucket charged twice in one turn waits for the next statement
    const rounds: Pending[][] = [];
    for (const charge of pending) {
      const round = rounds.find((r) => !r.some((c) => c.key === charge.key));
      if (round) round.push(charge);
      else rounds.push([charge]);
    }
    try {
      const pool = await nativePool(this.em);
      await Promise.all(rounds.map((round) => this.#run(pool, round)));
    } catch (err) {
      for (const { reject } of pending) reject(err);
    }
  }

  async #run(pool: Pool, round: Pending[]): Promise<void> {
    const { maximumAvailable, restoreRate } = this.limits;
    const status = (available: number): ThrottleStatus => ({
      maximumAvailable,
      currentlyAvailable: Math.max(0, Math.floor(available)),
      restoreRate,
    });
    // a cost over the bucket's size can never be taken: only its level is read
    const chargeable = round.filter((c) => c.cost <= maximumAvailable);
    const taken = new Map<string, number>();
    if (chargeable.length) {
      const { rows } = await pool.query<{ key: string; available: number }>(CHARGE, [
        chargeable.map((c) => c.key),
        chargeable.map((c) => c.cost),
        maximumAvailable,
        restoreRate,
      ]);
      for (const row of rows) taken.set(row.key, Number(row.available));
    }
    const refused = round.filter((c) => !taken.has(c.key));
    const levels = new Map<string, number>();
    if (refused.length) {
      const { rows } = await pool.query<{ key: string; available: number }>(LEVEL, [
        refused.map((c) => c.key),
        maximumAvailable,
        restoreRate,
      ]);
      for (const row of rows) levels.set(row.key, Number(row.available));
    }
    for (const c of round) {
      const charged = taken.has(c.key);
      c.resolve({ charged, status: status(charged ? taken.get(c.key)! : (levels.get(c.key) ?? maximumAvailable)) });
    }
  }
}
