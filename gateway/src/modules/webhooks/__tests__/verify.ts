import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Received } from './receiver.js';

/**
 * Checks a delivery's Cigogne-Signature as a receiver would, computed here from the secret and the
 * raw body alone (not with the gateway's code): `t=<seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.
 */
export function verifies(received: Received, secret: string): boolean {
  const header = String(received.headers['cigogne-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300 || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${received.raw}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
