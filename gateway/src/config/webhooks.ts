import { createHash, hkdfSync } from 'node:crypto';
import { boolVar, ConfigError, intVar, type Env } from './env.js';

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
 * WEBHOOK_* (docs/operations.md#configuration). The key comes from WEBHOOK_SECRET_KEY (64 hex
 * characters), or is derived from the JWT secret (the same on every replica), so a database dump
 * alone never yields a secret that signs deliveries.
 */
export function webhookConfig(env: Env, production: boolean, jwtSecret: string): WebhookConfig {
  const allowPrivate = boolVar(env, 'WEBHOOKS_ALLOW_PRIVATE') ?? false;
  // it would open the SSRF guard to the internal network: a test-only switch
  if (allowPrivate && production) throw new ConfigError('WEBHOOKS_ALLOW_PRIVATE must not be set with NODE_ENV=production');
  const raw = env.WEBHOOK_SECRET_KEY?.trim();
  if (raw && !/^[0-9a-fA-F]{64}$/.test(raw)) throw new ConfigError('WEBHOOK_SECRET_KEY must be 64 hexadecimal characters (32 bytes)');
  const secretKey = raw
    ? Buffer.from(raw, 'hex')
    : Buffer.from(hkdfSync('sha256', createHash('sha256').update(jwtSecret).digest(), 'cigogne', 'webhook secrets', 32));
  return {
    perAccount: intVar(env, 'WEBHOOK_LIMIT_PER_ACCOUNT', 10, 1, 1000),
    timeoutMs: intVar(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
    allowPrivate,
    secretKey,
  };
}
