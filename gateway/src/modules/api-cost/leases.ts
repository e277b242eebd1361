import { performance } from 'node:perf_hooks';

/** Points a bucket lent this process (bucket-statements.ts): spent here without a statement. */
export interface Lease {
  key: string;
  /** Points lent. */
  size: number;
  /** Points not spent yet. */
  remaining: number;
  /** The bucket's own level when the lease was lent, and when (performance.now()). */
  rowLevel: number;
  at: number;
  timer: NodeJS.Timeout;
}

/**
 * How long this process spends from a lease before handing back what is left: short, so that the
 * points of a client who moved to another process, or stopped, are soon back in its bucket.
 */
const USE_MS = 1000;

/** A lease is a sixteenth of the bucket, lent only for charges of at most a quarter of it. */
const SHARE = 16;
const SMALL = 4;

/** The leases this process holds, one per bucket at most, and those to hand back. */
export class LeaseBook {
  readonly #leases = new Map<string, Lease>();
  #returned: Lease[] = [];
  readonly #asking = new Set<string>();
  readonly #size: number;

  constructor(
    private readonly limits: { maximumAvailable: number; restoreRate: number },
    /** Called when a lease is to be handed back (a statement to schedule). */
    private readonly wake: () => void,
  ) {
    this.#size = Math.floor(limits.maximumAvailable / SHARE);
  }

  /**
   * The lease to ask with a charge of `key` whose largest cost is `cost`: none for charges a lease
   * would not carry, nor while a statement already asks one for `key` (two charges sent before the
   * first answered would each bring a lease, and the second would strand the first's points until
   * it is settled). `answered` ends the asking.
   */
  ask(key: string, cost: number): number {
    if (this.#size <= 0 || cost * SMALL > this.#size || this.#asking.has(key)) return 0;
    this.#asking.add(key);
    return this.#size;
  }

  /** The statement that asked a lease for `key` has answered (lent or not). */
  answered(key: string): void {
    this.#asking.delete(key);
  }

  /** Takes `cost` from the bucket's lease: the client's level after it, or undefined (no lease, or too little left). */
  take(key: string, cost: number): number | undefined {
    const lease = this.#leases.get(key);
    if (!lease) return undefined;
    if (lease.remaining < cost) {
      this.#giveBack(lease);
      return undefined;
    }
    lease.remaining -= cost;
    return this.#level(lease);
  }

  /** Records a lease the bucket lent (its level `rowLevel` after it); a previous one is handed back. */
  lend(key: string, size: number, rowLevel: number): void {
    const previous = this.#leases.get(key);
    if (previous) this.#giveBack(previous);
    const lease: Lease = { key, size, remaining: size, rowLevel, at: performance.now(), timer: undefined as unknown as NodeJS.Timeout };
    lease.timer = setTimeout(() => this.#giveBack(lease), USE_MS).unref();
    this.#leases.set(key, lease);
  }

  /** Every lease held, to hand back now (shutdown). */
  returnAll(): Lease[] {
    for (const lease of [...this.#leases.values()]) this.#giveBack(lease);
    return this.drainReturned();
  }

  /** The leases to hand back now (each once). */
  drainReturned(): Lease[] {
    const returned = this.#returned;
    this.#returned = [];
    return returned;
  }

  #giveBack(lease: Lease): void {
    clearTimeout(lease.timer);
    if (this.#leases.get(lease.key) !== lease) return;
    this.#leases.delete(lease.key);
    this.#returned.push(lease);
    this.wake();
  }

  /** The client's level: the bucket refilled since the lease (up to its size less the lease), plus what is left of it. */
  #level(lease: Lease): number {
    const { maximumAvailable, restoreRate } = this.limits;
    const refilled = lease.rowLevel + ((performance.now() - lease.at) / 1000) * restoreRate;
    return Math.min(maximumAvailable - lease.size, refilled) + lease.remaining;
  }
}
