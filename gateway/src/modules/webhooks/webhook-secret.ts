import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** A new signing secret, shown once to its owner. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * The secret encrypted with AES-256-GCM under the server's key, bound to its endpoint (the id is
 * the additional data: a ciphertext copied to another row does not decrypt). `iv.tag.ciphertext`, base64url.
 */
export function encryptSecret(key: Buffer, endpointId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(endpointId));
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

export function decryptSecret(key: Buffer, endpointId: string, stored: string): string {
  const [iv, tag, data] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(endpointId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/** `Cigogne-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` (Stripe's scheme). */
export function signatureHeader(secret: string, body: string, seconds: number): string {
  return `t=${seconds},v1=${createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex')}`;
}
