import type { Logger } from 'pino';
import { assertId } from '../guards.js';
import { visibleOrNotFound } from '../ownership.js';
import { pageVersionKey, type VersionedPage } from '../page-versions.js';
import { LiveSubscriber, type PageChange } from './live-subscriber.js';
import { PageChangeListener } from './page-change-listener.js';

/** How a feature's live pages are checked: the row the visibility rule reads (null: missing), and the rule. */
export interface LivePageAccess<Row = unknown> {
  /** Read outside any request (the notification comes from the database, not from a request). */
  load(id: string): Promise<Row | null>;
  visible(row: Row, userId: string | undefined): boolean;
}

/** Subscribers served before the fan-out of one change gives the event loop back. */
const FAN_OUT_SLICE = 500;

/**
 * Live updates of the server-rendered pages (docs/architecture.md#live-updates): subscribers per
 * page key in this process, fed by the one LISTEN connection of the process. Each change is
 * checked against the page's visibility once, then sent to every subscriber still allowed to see
 * it; one no longer allowed (the list went private, or is gone) gets that last change, whose
 * refetch shows it the not-found page, and its stream ends.
 */
export class LivePages {
  readonly #features = new Map<VersionedPage, LivePageAccess>();
  readonly #subscribers = new Map<string, Set<LiveSubscriber>>();
  /** Pages whose fan-out is under way, and whether another change came meanwhile. */
  readonly #dispatching = new Map<string, boolean>();
  readonly #listener: PageChangeListener;
  /** The open streams of each session or token (`sessions:<id>`, `api_tokens:<id>`), and how to end each. */
  readonly #credentials = new Map<string, Set<() => void>>();

  constructor(
    databaseUrl: string,
    private readonly log: Logger,
  ) {
    this.#listener = new PageChangeListener(databaseUrl, log, {
      change: (key) => this.#changed(key),
      credentialEnded: (key) => this.#endStreamsOf(key),
      resync: () => {
        for (const key of this.#subscribers.keys()) this.#changed(key);
        void this.#endStreamsOfEnded([...this.#credentials.keys()]);
      },
    });
  }

  /** Registers how the pages of `feature` are read and who may see them. */
  watch<Row>(feature: VersionedPage, access: LivePageAccess<Row>): void {
    this.#features.set(feature, access as LivePageAccess);
  }

  /** Open subscriptions in this process. */
  get size(): number {
    let n = 0;
    for (const set of this.#subscribers.values()) n += set.size;
    return n;
  }

  /**
   * The changes of page `id` of `feature` as `userId` (or a visitor) may follow them: 404 when they
   * may not see the page, as the page itself answers. Listening and registered when it resolves.
   */
  async subscribe(feature: VersionedPage, id: string, userId: string | undefined): Promise<AsyncIterableIterator<PageChange>> {
    const access = this.#features.get(feature);
    if (!access) throw new Error(`no live access registered for ${feature}`);
    assertId(id);
    await this.#listener.start();
    const key = pageVersionKey(feature, id);
    // registered before the check: a change committed from here on is not missed
    const subscriber = new LiveSubscriber(id, userId, (s) => this.#remove(key, s));
    let set = this.#subscribers.get(key);
    if (!set) this.#subscribers.set(key, (set = new Set()));
    set.add(subscriber);
    try {
      visibleOrNotFound(await access.load(id), (row) => access.visible(row, userId));
    } catch (err) {
      subscriber.end();
      throw err;
    }
    return subscriber;
  }

  /**
   * Calls `end` once the session or token `credential` (`sessions:<id>`, `api_tokens:<id>`) ends, on
   * any replica: a stream lives no longer than the request it was opened with would be accepted.
   * Checked once when followed (it may have ended since the request was identified). Returns the unfollow.
   */
  async followCredential(credential: string, end: () => void): Promise<() => void> {
    let set = this.#credentials.get(credential);
    if (!set) this.#credentials.set(credential, (set = new Set()));
    set.add(end);
    const unfollow = () => {
      if (set.delete(end) && !set.size && this.#credentials.get(credential) === set) this.#credentials.delete(credential);
    };
    await this.#endStreamsOfEnded([credential]);
    return unfollow;
  }

  /** Ends every subscription and the LISTEN connection (shutdown). */
  async stop(): Promise<void> {
    for (const set of [...this.#subscribers.values()]) for (const subscriber of [...set]) subscriber.end();
    await this.#listener.stop();
  }

  #endStreamsOf(credential: string): void {
    const set = this.#credentials.get(credential);
    this.#credentials.delete(credential);
    for (const end of set ?? []) end();
  }

  async #endStreamsOfEnded(credentials: string[]): Promise<void> {
    if (!credentials.length) return;
    try {
      for (const key of await this.#listener.endedOf(credentials)) this.#endStreamsOf(key);
    } catch (err) {
      this.log.warn({ message: (err as Error).message }, 'live updates: credential check failed');
    }
  }

  #remove(key: string, subscriber: LiveSubscriber): void {
    const set = this.#subscribers.get(key);
    if (!set?.delete(subscriber) || set.size) return;
    this.#subscribers.delete(key);
  }

  #changed(key: string): void {
    if (!this.#subscribers.get(key)?.size) return;
    if (this.#dispatching.has(key)) {
      // folded into one more fan-out once the one under way is done
      this.#dispatching.set(key, true);
      return;
    }
    this.#dispatching.set(key, false);
    void this.#dispatch(key).finally(() => this.#dispatching.delete(key));
  }

  async #dispatch(key: string): Promise<void> {
    const [feature, id] = key.split(':') as [VersionedPage, string];
    const access = this.#features.get(feature);
    if (!access) return;
    do {
      this.#dispatching.set(key, false);
      let row: unknown;
      try {
        row = await access.load(id);
      } catch (err) {
        // nobody is told of a change that could not be checked; the next change, or the client's
        // refetch on reconnection, catches up
        this.log.warn({ page: key, message: (err as Error).message }, 'live updates: page check failed');
        continue;
      }
      let served = 0;
      for (const subscriber of [...(this.#subscribers.get(key) ?? [])]) {
        subscriber.push();
        if (!row || !access.visible(row, subscriber.userId)) subscriber.end();
        if (++served % FAN_OUT_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    } while (this.#dispatching.get(key));
  }
}
