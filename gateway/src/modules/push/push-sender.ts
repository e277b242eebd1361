import type { EntityManager } from '@mikro-orm/postgresql';
import got, { type RequestError } from 'got';
import type { Logger } from 'pino';
import webpush from 'web-push';
import { refusedByFilter, ssrfSafeAgents } from '../../common/ssrf-agent.js';
import type { PushConfig } from '../../config/push.js';
import type { PushJob } from './push-outbox.js';

/** Milliseconds one push may take before it is retried. */
const TIMEOUT_MS = 10_000;
/** Seconds the push service keeps a message for a device that is offline. */
const TTL_SECONDS = 24 * 3600;

/**
 * One push to one device, run by the job queue: the payload `{title, body, url}` encrypted for the
 * browser (RFC 8291) and signed with the VAPID key (RFC 8292) by web-push, POSTed through the
 * SSRF-safe agents (private addresses refused unless PUSH_ALLOW_PRIVATE). 404 or 410: the browser
 * unsubscribed, its row is deleted. 429, 5xx and no answer are thrown back to the queue, which
 * retries with its backoff; any other answer is final. The endpoint (a capability) is never logged.
 */
export class PushSender {
  private readonly agent;

  constructor(
    private readonly em: EntityManager,
    private readonly config: PushConfig,
    private readonly log: Logger,
  ) {
    this.agent = ssrfSafeAgents({ allowPrivate: config.allowPrivate });
  }

  async send(job: PushJob): Promise<void> {
    const connection = this.em.getConnection();
    const [row] = await connection.execute<{ endpoint: string; p256dh: string; auth: string }[]>(
      `select endpoint, p256dh, auth from push_subscriptions where id = ?`,
      [job.id],
    );
    // removed since, by its owner or a 410
    if (!row) return;
    const request = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify({ title: job.title, body: job.body, url: job.url }),
      {
        vapidDetails: { subject: this.config.subject, publicKey: this.config.publicKey, privateKey: this.config.privateKey },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
    let status: number;
    try {
      const res = await got(request.endpoint, {
        method: 'POST',
        headers: request.headers as Record<string, string>,
        body: request.body ?? undefined,
        agent: this.agent,
        timeout: { request: TIMEOUT_MS },
        retry: { limit: 0 },
        followRedirect: false,
        throwHttpErrors: false,
      });
      status = res.statusCode;
    } catch (err) {
      if (refusedByFilter(err)) {
        this.log.warn({ pushSubscription: job.id }, 'push refused: the endpoint is a private address');
        return;
      }
      throw new Error(`push failed (${(err as RequestError).code === 'ETIMEDOUT' ? 'timeout' : 'unreachable'})`, { cause: err });
    }
    if (status >= 200 && status < 300) return;
    if (status === 404 || status === 410) {
      await connection.execute(`delete from push_subscriptions where id = ?`, [job.id]);
      this.log.info({ pushSubscription: job.id, status }, 'push subscription gone: deleted');
      return;
    }
    if (status === 429 || status >= 500) throw new Error(`push failed (${status})`);
    this.log.warn({ pushSubscription: job.id, status }, 'push refused by the push service');
  }
}
