import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { nativePool } from '../../db/native-pool.js';
import { CHARGE, LEVEL, SETTLE } from './bucket-statements.js';
import { LeaseBook, type Lease } from './leases.js';

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
 * The leaky buckets of API cost (docs/api.md#limits-and-cost), held in PostgreSQL: one atomic
 * upsert decides each charge, so parallel requests on any number of gateway processes cannot spend
 * more than a bucket holds. The charges asked during one turn of the event loop go to the
 * database as one statement (as PageVersionReader's reads do), those of one bucket summed.
 *
 * Far from its limit, a bucket lends this process a lease of points with a charge (a sixteenth of
 * the bucket, taken from it in the same statement), and the client's next small charges are taken
 * from the lease without a statement. Leased points are already out of the bucket, so a lease
 * never lets a client spend more than its bucket holds; no lease is lent when less than half the
 * bucket would stay, so near its limit every charge is decided by the database.
 */
export class CostBuckets {
  #pending: Pending[] | undefined;
  #stopped = false;
  readonly #leases: LeaseBook;

  constructor(
    private readonly em: EntityManager,
    readonly limits: { maximumAvailable: number; restoreRate: number },
  ) {
    // once stopped, the pool is closing: stop() hands every lease back itself
    this.#leases = new LeaseBook(limits, () => void (this.#stopped || this.#schedule()));
  }

  /** Takes `cost` points from the bucket `key` if it holds them; otherwise takes nothing. */
  charge(key: string, cost: number): Promise<Charge> {
    const fromLease = this.#leases.take(key, cost);
    if (fromLease) return Promise.resolve({ charged: true, status: this.#status(fromLease) });
    const pending = this.#schedule();
    return new Promise((resolve, reject) => pending.push({ key, cost, resolve, reject }));
  }

  /** On shutdown: the leases this process holds go back to their buckets, and no more are lent. */
  async stop(): Promise<void> {
    this.#stopped = true;
    const returned = this.#leases.returnAll();
    if (returned.length) await this.#settle(await nativePool(this.em), returned);
  }

  /** Seconds until the bucket holds `cost` points again. */
  retryAfter(cost: number, status: ThrottleStatus): number {
    if (cost > status.maximumAvailable) return Math.ceil(status.maximumAvailable / status.restoreRate);
    return Math.max(1, Math.ceil((cost - status.currentlyAvailable) / status.restoreRate));
  }

  #schedule(): Pending[] {
    if (!this.#pending) {
      this.#pending = [];
      setImmediate(() => void this.#flush());
    }
    return this.#pending;
  }

  #status(available: number): ThrottleStatus {
    const { maximumAvailable, restoreRate } = this.limits;
    return { maximumAvailable, currentlyAvailable: Math.max(0, Math.floor(available)), restoreRate };
  }

  async #flush(): Promise<void> {
    const pending = this.#pending!;
    this.#pending = undefined;
    const returned = this.#leases.drainReturned();
    // the charges of one bucket in this turn are taken together (one row update for a client's burst);
    // when their sum does not fit, each is tried alone, one after the other, so none is refused that would fit
    const byKey = new Map<string, Pending[]>();
    for (const charge of pending) byKey.set(charge.key, [...(byKey.get(charge.key) ?? []), charge]);
    try {
      const pool = await nativePool(this.em);
      if (returned.length) await this.#settle(pool, returned);
      if (!byKey.size) return;
      const refused = await this.#run(pool, [...byKey.values()]);
      for (const group of refused) for (const charge of group) await this.#run(pool, [[charge]]);
    } catch (err) {
      for (const { reject } of pending) reject(err);
    }
  }

  /** Hands leases back; when the database cannot be reached, each runs out there on its own. */
  async #settle(pool: Pool, leases: Lease[]): Promise<void> {
    const { maximumAvailable, restoreRate } = this.limits;
    await pool
      .query(SETTLE, [maximumAvailable, restoreRate, leases.map((l) => l.key), leases.map((l) => l.remaining), leases.map((l) => l.size)])
      .catch(() => undefined);
  }

  /**
   * One statement for `groups` (one bucket each): a group's charges are taken together or not at
   * all. Resolves every group taken, and every refused group of one charge; returns the refused
   * groups of several charges, to be tried one by one.
   */
  async #run(pool: Pool, groups: Pending[][]): Promise<Pending[][]> {
    const { maximumAvailable, restoreRate } = this.limits;
    const total = (group: Pending[]) => group.reduce((sum, c) => sum + c.cost, 0);
    // a cost over the bucket's size can never be taken: only its level is read
    const chargeable = groups.filter((group) => total(group) <= maximumAvailable);
    const taken = new Map<string, number>();
    if (chargeable.length) {
      const asked = chargeable.map((group) => (this.#stopped ? 0 : this.#leases.ask(group[0].key, Math.max(...group.map((c) => c.cost)))));
      const { rows } = await pool
        .query<{ key: string; available: number; granted: boolean }>(CHARGE, [
          maximumAvailable,
          restoreRate,
          chargeable.map((group) => group[0].key),
          chargeable.map(total),
          asked,
        ])
        .finally(() => chargeable.forEach((group, i) => asked[i] && this.#leases.answered(group[0].key)));
      for (const row of rows) {
        const size = row.granted ? asked[chargeable.findIndex((group) => group[0].key === row.key)] : 0;
        if (size) this.#leases.lend(row.key, size, Number(row.available));
        taken.set(row.key, Number(row.available) + size);
      }
    }
    const refused = groups.filter((group) => !taken.has(group[0].key));
    const retried = refused.filter((group) => group.length > 1);
    const final = refused.filter((group) => group.length === 1);
    const levels = new Map<string, number>();
    if (final.length) {
      const { rows } = await pool.query<{ key: string; available: number }>(LEVEL, [
        maximumAvailable,
        restoreRate,
        final.map((group) => group[0].key),
      ]);
      for (const row of rows) levels.set(row.key, Number(row.available));
    }
    for (const group of groups) {
      if (taken.has(group[0].key)) for (const c of group) c.resolve({ charged: true, status: this.#status(taken.get(group[0].key)!) });
    }
    for (const [c] of final) c.resolve({ charged: false, status: this.#status(levels.get(c.key) ?? maximumAvailable) });
    return retried;
  }
}
