/**
 * At most `concurrency` jobs under way at once in this process, at most `queueLength` more waiting
 * their turn (first come, first served); past that a job is refused at once with `full()`, rather
 * than piling work that would hold shared threads for minutes.
 */
export class BoundedWork {
  #running = 0;
  readonly #waiting: Array<() => void> = [];
  /** The most jobs ever under way at once, and the jobs refused, since start (tests and the bench read them). */
  peak = 0;
  refused = 0;

  /** Jobs waiting their turn now. */
  get waiting(): number {
    return this.#waiting.length;
  }

  constructor(
    readonly concurrency: number,
    readonly queueLength: number,
    private readonly full: () => Error,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running < this.concurrency) this.#running += 1;
    else if (this.#waiting.length < this.queueLength) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else {
      this.refused += 1;
      throw this.full();
    }
    // a waiter is handed the slot of the job that ended: #running already counts it
    this.peak = Math.max(this.peak, this.#running);
    try {
      return await job();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
