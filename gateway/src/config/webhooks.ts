import { createHash, hkdfSync } from 'node:crypto';
import { ConfigError, type Variables } from './read-variables.js';

export interface WebhookConfig {
  /** Endpoints one account may register. */
  perAccount: number;
  /** Milliseconds one delivery attempt may take before it counts as failed and is retried. */
  timeoutMs: number;
  /** Tests only: deliveries may reach loopback and private addresses, and over plain http. */
  allowPrivate: boolean;
  /** The AES-256-GCM key that encrypts the endpoints' signing secrets at rest (32 bytes). */
  secretKey: Buffer;
}

/**
 * WEBHOOK_*. The key comes from WEBHOOK_SECRET_KEY, or is derived from the JWT secret (the same
 * on every replica), so a database dump alone never yields a secret that signs deliveries.
 */
export function webhookConfig(variables: Variables, production: boolean, jwtSecret: string): WebhookConfig {
  const allowPrivate = variables.WEBHOOKS_ALLOW_PRIVATE;
  // it would open the SSRF guard to the internal network: a test-only switch
  if (allowPrivate && production) throw new ConfigError('WEBHOOKS_ALLOW_PRIVATE must not be set with NODE_ENV=production');
  const raw = variables.WEBHOOK_SECRET_KEY;
  const secretKey = raw
    ? Buffer.from(raw, 'hex')
    : Buffer.from(hkdfSync('sha256', createHash('sha256').update(jwtSecret).digest(), 'cigogne', 'webhook secrets', 32));
  return { perAccount: variables.WEBHOOK_LIMIT_PER_ACCOUNT, timeoutMs: variables.WEBHOOK_TIMEOUT_MS, allowPrivate, secretKey };
}
