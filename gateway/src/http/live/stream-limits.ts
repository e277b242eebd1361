import type { NextFunction, Request, Response } from 'express';
import { tooManyRequests, unavailable } from '../../common/errors.js';
import { refusals } from '../../observability/metrics.js';

/** Seconds a client refused for too many streams is asked to wait. */
const RETRY_AFTER_SECONDS = 30;

/**
 * The last message of a stream ended at shutdown: `retry` asks an EventSource to reconnect soon
 * (the load balancer sends it to another process), and graphql-sse's `complete` ends the
 * subscription cleanly, so the client reconnects and reads what it may have missed.
 */
const RECONNECT_HINT = 'retry: 1000\nevent: complete\ndata: \n\n';

/**
 * The open live streams of this process: at most `max` in all and `perClient` per client address
 * (a family at a baby shower shares one home connection: the default leaves them room), each
 * forgotten when its connection closes. closeAll() ends them at shutdown, so the port closes
 * without waiting for streams that never end by themselves, and clients reconnect elsewhere.
 */
export class StreamLimits {
  readonly #open = new Set<Response>();
  readonly #perClient = new Map<string, number>();
  #closing = false;

  constructor(private readonly limits: { perClient: number; max: number }) {}

  get size(): number {
    return this.#open.size;
  }

  admit = (req: Request, res: Response, next: NextFunction): void => {
    if (this.#closing) return next(unavailable());
    const client = req.ip ?? '';
    const mine = this.#perClient.get(client) ?? 0;
    if (this.#open.size >= this.limits.max || mine >= this.limits.perClient) {
      res.set('Retry-After', String(RETRY_AFTER_SECONDS));
      refusals.inc({ rule: 'live:streams' });
      return next(tooManyRequests());
    }
    this.#open.add(res);
    this.#perClient.set(client, mine + 1);
    res.once('close', () => {
      this.#open.delete(res);
      const left = (this.#perClient.get(client) ?? 1) - 1;
      if (left > 0) this.#perClient.set(client, left);
      else this.#perClient.delete(client);
    });
    next();
  };

  /** Refuses new streams and ends the open ones with the reconnect hint (their clients reconnect elsewhere). */
  closeAll(): void {
    this.#closing = true;
    for (const res of this.#open) {
      if (res.headersSent && res.writable) res.end(RECONNECT_HINT);
      else res.end();
    }
  }
}
