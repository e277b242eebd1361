/** What a live event says: only which page changed; the client reads it again, with its own rights. */
export interface PageChange {
  id: string;
}

/**
 * One open subscription: an async iterator of changes that holds at most one waiting change (the
 * client refetches the whole page, so a second change before the first was sent adds nothing),
 * so a slow client never piles events up.
 */
export class LiveSubscriber implements AsyncIterableIterator<PageChange> {
  #pending = false;
  #ended = false;
  #wake?: () => void;

  constructor(
    readonly id: string,
    readonly userId: string | undefined,
    private readonly onClose: (subscriber: LiveSubscriber) => void,
  ) {}

  /** Tells the client the page changed (at most one waiting). */
  push(): void {
    if (this.#ended) return;
    this.#pending = true;
    this.#wake?.();
  }

  /** Ends the subscription once the waiting change, if any, is sent. */
  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.onClose(this);
    this.#wake?.();
  }

  async next(): Promise<IteratorResult<PageChange>> {
    while (!this.#pending && !this.#ended) await new Promise<void>((resolve) => (this.#wake = resolve));
    this.#wake = undefined;
    if (this.#pending) {
      this.#pending = false;
      return { done: false, value: { id: this.id } };
    }
    return { done: true, value: undefined };
  }

  /** The client went away (or the stream closed): nothing more is sent. */
  async return(): Promise<IteratorResult<PageChange>> {
    this.#pending = false;
    this.end();
    return { done: true, value: undefined };
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<PageChange> {
    return this;
  }
}
