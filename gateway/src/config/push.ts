import { createECDH, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { keptInDataDir } from './files.js';
import { ConfigError, type Variables } from './read-variables.js';
import { mailboxOf } from '../common/mailbox.js';

export interface PushConfig {
  /** The VAPID key pair (RFC 8292), base64url: the public key is the browsers' applicationServerKey. */
  publicKey: string;
  privateKey: string;
  /** The contact the push services may use: mailto: or https:. */
  subject: string;
  /** Tests only: endpoints may be http:// and pushes may reach loopback and private addresses. */
  allowPrivate: boolean;
}

/** A P-256 key pair from a 32-byte private key, as web-push reads it. */
function keyPair(privateKey: Buffer): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: ecdh.getPrivateKey('base64url') };
}

/**
 * VAPID_* and PUSH_ALLOW_PRIVATE (docs/operations.md#push-notifications). Unset keys are generated
 * once and kept in DATA_DIR with the embedded database; with DATABASE_URL they are derived from the
 * JWT secret, the same on every replica (a subscription made through one replica is pushed by any).
 */
export function pushConfig(
  variables: Variables,
  options: { production: boolean; dataDir: string; external: boolean; jwtSecret: string },
): PushConfig {
  const allowPrivate = variables.PUSH_ALLOW_PRIVATE;
  // it would open the SSRF guard to the internal network: a test-only switch
  if (allowPrivate && options.production) throw new ConfigError('PUSH_ALLOW_PRIVATE must not be set with NODE_ENV=production');
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = variables;
  if (!publicKey !== !privateKey) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither');
  const mailbox = mailboxOf(variables.MAIL_FROM);
  const subject = variables.VAPID_SUBJECT ?? `mailto:${mailbox}`;
  if (publicKey && privateKey) {
    if (keyPair(Buffer.from(privateKey, 'base64url')).publicKey !== publicKey) {
      throw new ConfigError('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
    }
    return { publicKey, privateKey, subject, allowPrivate };
  }
  const secret = options.external
    ? Buffer.from(hkdfSync('sha256', createHash('sha256').update(options.jwtSecret).digest(), 'cigogne', 'vapid key', 32))
    : Buffer.from(
        keptInDataDir(options.dataDir, 'vapid-private-key', () => keyPair(randomBytes(32)).privateKey),
        'base64url',
      );
  return { ...keyPair(secret), subject, allowPrivate };
}
