import type { EntityManager } from '@mikro-orm/postgresql';
import got, { type RequestError } from 'got';
import type { Logger } from 'pino';
import { refusedByFilter, ssrfSafeAgents } from '../../common/ssrf-agent.js';
import type { Config } from '../../config.js';
import type { MailService } from '../mail/index.js';
import type { MailLanguage } from '../mail/index.js';
import { webhookDisabledMail } from './webhook-disabled.mail.js';
import { decryptSecret, signatureHeader } from './webhook-secret.js';
import { WebhookDeliveryStatus as Status } from './webhook.entity.js';
import { PING } from './webhook.events.js';
import { kindLabel, webhookDeliveries } from '../../observability/metrics.js';

/** A delivery is retried for this long after its event, then marked failed. */
const RETRY_HOURS = 24;
/** An endpoint failing for this long without one success is disabled (its owner is told by mail). */
const DISABLE_AFTER_DAYS = 3;

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  type: string;
  body: string;
  created_at: Date;
  url: string;
  secret_ciphertext: string;
  enabled: boolean;
}

/** What an attempt got: the answer's status, or why there was none. */
interface Outcome {
  statusCode: number | null;
  error: 'timeout' | 'refused' | 'unreachable' | null;
}

const ok = (o: Outcome) => o.statusCode !== null && o.statusCode >= 200 && o.statusCode < 300;

/**
 * One delivery attempt, run by the job queue (docs/api.md#webhooks): the signed POST through the
 * SSRF-safe agents (the address is checked as it resolves at connect time, on every attempt), within
 * WEBHOOK_TIMEOUT_MS, redirects not followed. Anything but a 2xx is thrown back to the queue, which
 * retries with its exponential backoff (e^n seconds) until the delivery is 24 hours old. Each
 * attempt is recorded on the row; the secret and the body are never logged.
 */
export class WebhookSender {
  private readonly agent;

  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
    private readonly log: Logger,
    private readonly mail: MailService,
  ) {
    this.agent = ssrfSafeAgents({ allowPrivate: config.webhooks.allowPrivate });
  }

  async deliver(id: string): Promise<void> {
    const connection = this.em.getConnection();
    const [row] = await connection.execute<DeliveryRow[]>(
      `select d.id, d.endpoint_id, d.type, d.body, d.created_at, e.url, e.secret_ciphertext, e.enabled
         from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
        where d.id = ? and d.status in (?, ?)`,
      [id, Status.pending, Status.retrying],
    );
    // delivered already, or deleted with its endpoint or account: nothing to do
    if (!row) return;
    // a disabled endpoint gets test events only (a successful one turns it back on)
    if (!row.enabled && row.type !== PING) {
      await connection.execute(`update webhook_deliveries set status = ?, body = '', last_error = ? where id = ?`, [
        Status.failed,
        'disabled',
        id,
      ]);
      webhookDeliveries.inc({ kind: kindLabel(row.type), result: 'failed' });
      return;
    }
    const outcome = await this.post(row);
    if (ok(outcome)) {
      await this.succeeded(row, outcome);
      webhookDeliveries.inc({ kind: kindLabel(row.type), result: 'sent' });
      return;
    }
    const giveUp = Date.now() - new Date(row.created_at).getTime() >= RETRY_HOURS * 3600_000;
    await connection.execute(
      `update webhook_deliveries set status = ?, attempts = attempts + 1, last_status_code = ?, last_error = ?, last_attempt_at = now(),
              body = case when ? then '' else body end
        where id = ?`,
      [giveUp ? Status.failed : Status.retrying, outcome.statusCode, outcome.error, giveUp, id],
    );
    webhookDeliveries.inc({ kind: kindLabel(row.type), result: giveUp ? 'failed' : 'retry' });
    await this.endpointFailed(row);
    this.log.warn({ webhook: row.endpoint_id, delivery: id, type: row.type, ...outcome, giveUp }, 'webhook delivery failed');
    // thrown for the queue's backoff: the message names no URL, secret or body
    if (!giveUp) throw new Error(`webhook delivery failed (${outcome.statusCode ?? outcome.error})`);
  }

  private async post(row: DeliveryRow): Promise<Outcome> {
    const secret = decryptSecret(this.config.webhooks.secretKey, row.endpoint_id, row.secret_ciphertext);
    try {
      const res = await got.post(row.url, {
        body: row.body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Cigogne-Webhooks/1.0',
          'cigogne-signature': signatureHeader(secret, row.body, Math.floor(Date.now() / 1000)),
        },
        agent: this.agent,
        timeout: { request: this.config.webhooks.timeoutMs },
        retry: { limit: 0 },
        followRedirect: false,
        throwHttpErrors: false,
      });
      return { statusCode: res.statusCode, error: null };
    } catch (err) {
      if (refusedByFilter(err)) return { statusCode: null, error: 'refused' };
      return { statusCode: null, error: (err as RequestError).code === 'ETIMEDOUT' ? 'timeout' : 'unreachable' };
    }
  }

  private async succeeded(row: DeliveryRow, outcome: Outcome): Promise<void> {
    await this.em.transactional(async (em) => {
      const run = (sql: string, params: unknown[]) => em.getConnection().execute(sql, params, 'run', em.getTransactionContext());
      await run(
        `update webhook_deliveries set status = ?, attempts = attempts + 1, last_status_code = ?, last_error = null,
                last_attempt_at = now(), delivered_at = now(), body = '' where id = ?`,
        [Status.succeeded, outcome.statusCode, row.id],
      );
      await run(`update webhook_endpoints set failing_since = null, enabled = true, disabled_at = null where id = ?`, [row.endpoint_id]);
    });
  }

  /**
   * Dates the endpoint's failures from the first since its last success; 3 days of them disable it.
   * The conditional update decides: of two failing attempts at once, one disables it and mails its owner.
   */
  private async endpointFailed(row: DeliveryRow): Promise<void> {
    const connection = this.em.getConnection();
    await connection.execute(`update webhook_endpoints set failing_since = coalesce(failing_since, now()) where id = ?`, [row.endpoint_id]);
    const [owner] = await connection.execute<{ email: string; first_name: string; language: MailLanguage; url: string }[]>(
      `with disabled as (
         update webhook_endpoints set enabled = false, disabled_at = now()
          where id = ? and enabled and failing_since <= now() - make_interval(days => ?)
         returning owner_id, url)
       select u.email, u.first_name, u.language, d.url from disabled d join users u on u.id = d.owner_id`,
      [row.endpoint_id, DISABLE_AFTER_DAYS],
    );
    if (!owner) return;
    this.log.warn({ webhook: row.endpoint_id }, 'webhook disabled: it failed for 3 days in a row');
    const link = `${this.config.publicUrl}/app/account#webhooks`;
    const mail = await webhookDisabledMail({
      firstName: owner.first_name,
      url: owner.url,
      link,
      language: owner.language,
      publicUrl: this.config.publicUrl,
    });
    await this.mail.send({ to: owner.email, link, ...mail });
  }
}
