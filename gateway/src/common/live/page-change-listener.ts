import pg from 'pg';
import type { Logger } from 'pino';

/** The channel the database notifies with a page's key on every committed change (Migration20261126190000_PageChangeNotify). */
export const PAGE_CHANGES_CHANNEL = 'page_changes';
/** The channel the database notifies with `sessions:<id>` or `api_tokens:<id>` when one is deleted (Migration20261128133000_CredentialEndNotify). */
export const CREDENTIAL_ENDS_CHANNEL = 'credential_ends';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

export interface PageChangeHandlers {
  /** A change of the page `key` (`wishlists:<id>`) was committed, on any replica. */
  change(key: string): void;
  /** A session or a token ended (`sessions:<id>`, `api_tokens:<id>`), on any replica. */
  credentialEnded(key: string): void;
  /** The connection is back after a drop: changes committed meanwhile were not heard, so every page may be stale. */
  resync(): void;
}

/**
 * The process's one LISTEN connection: a pg client of its own (a pooled one would serve other
 * queries and drop the LISTEN when handed back), opened on the first start() and kept until
 * stop(). When it drops it reconnects, waiting 0.5 s doubled up to 30 s (jittered) between tries,
 * then reports a resync.
 */
export class PageChangeListener {
  #client?: pg.Client;
  #ready?: Promise<void>;
  #retry?: NodeJS.Timeout;
  #attempts = 0;
  #stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: Logger,
    private readonly handlers: PageChangeHandlers,
  ) {}

  /** Resolves once listening. A first connection that fails rejects, and the next call tries again. */
  start(): Promise<void> {
    if (this.#stopped) return Promise.reject(new Error('live updates are stopped'));
    this.#ready ??= this.#connect().catch((err) => {
      this.#ready = undefined;
      throw err;
    });
    return this.#ready;
  }

  /**
   * Of `keys` (`sessions:<id>`, `api_tokens:<id>`), those whose row is gone: what a stream checks
   * once it follows its credential, and every stream after a reconnection (its notification may be lost).
   */
  async endedOf(keys: string[]): Promise<string[]> {
    await this.start();
    const ids = (table: string) => keys.filter((k) => k.startsWith(`${table}:`)).map((k) => k.slice(table.length + 1));
    const { rows } = await this.#client!.query<{ key: string }>(
      `select 'sessions:' || k as key from unnest($1::uuid[]) k where not exists (select 1 from sessions s where s.id = k)
       union all
       select 'api_tokens:' || k from unnest($2::uuid[]) k where not exists (select 1 from api_tokens t where t.id = k and t.expires_at > now())`,
      [ids('sessions'), ids('api_tokens')],
    );
    return rows.map((r) => r.key);
  }

  get listening(): boolean {
    return this.#client !== undefined;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('error', (err) => this.#lost(client, err));
    client.on('end', () => this.#lost(client));
    client.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === PAGE_CHANGES_CHANNEL) this.handlers.change(message.payload);
      else if (message.channel === CREDENTIAL_ENDS_CHANNEL) this.handlers.credentialEnded(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen "${CREDENTIAL_ENDS_CHANNEL}"`);
      await client.query(`listen "${PAGE_CHANGES_CHANNEL}"`);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    if (this.#stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
    this.#attempts = 0;
  }

  #lost(client: pg.Client, err?: Error): void {
    if (client !== this.#client || this.#stopped) return;
    this.#client = undefined;
    void client.end().catch(() => {});
    // a driver error may carry its connection settings: code and message only
    this.log.warn({ code: (err as { code?: string } | undefined)?.code, message: err?.message }, 'live updates: LISTEN connection lost');
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** this.#attempts++) * (0.5 + Math.random() / 2);
    this.#retry = setTimeout(() => {
      this.#connect().then(
        () => {
          if (this.#stopped) return;
          this.log.info('live updates: LISTEN connection back');
          this.handlers.resync();
        },
        (err: Error & { code?: string }) => {
          if (this.#stopped) return;
          this.log.warn({ code: err.code, message: err.message }, 'live updates: LISTEN reconnection failed');
          this.#scheduleReconnect();
        },
      );
    }, delay);
    this.#retry.unref();
  }
}
