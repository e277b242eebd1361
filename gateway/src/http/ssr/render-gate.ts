/**
 * At most `concurrency` renders under way at once in this process. A render is mostly synchronous
 * work on the one event loop: more of them at once only lengthens every API request's
 * wait. A request that cannot get a slot within its deadline gets none (the caller sends the plain
 * page at once, without starting a render whose result would come too late).
 */
export class RenderGate {
  #running = 0;
  readonly #queue: Array<(release: (() => void) | undefined) => void> = [];
  /** Renders refused for want of a slot, since start (the bench and tests read it). */
  shed = 0;

  constructor(private readonly concurrency: number) {}

  /** A slot with its release, or undefined when none freed within `waitMs`. First come, first served. */
  acquire(waitMs: number): Promise<(() => void) | undefined> {
    if (this.#running < this.concurrency && this.#queue.length === 0) return Promise.resolve(this.#take());
    return new Promise((resolve) => {
      const waiter = (release: (() => void) | undefined) => {
        clearTimeout(timer);
        resolve(release);
      };
      const timer = setTimeout(
        () => {
          const at = this.#queue.indexOf(waiter);
          if (at >= 0) this.#queue.splice(at, 1);
          this.shed += 1;
          resolve(undefined);
        },
        Math.max(0, waitMs),
      );
      // a waiting request must not keep a stopping process alive
      timer.unref();
      this.#queue.push(waiter);
    });
  }

  #take(): () => void {
    this.#running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#running -= 1;
      const next = this.#queue.shift();
      if (next) next(this.#take());
    };
  }
}
