import jwt from 'jsonwebtoken';
import { createSecretKey, type KeyObject } from 'node:crypto';
import type { Config } from '../../config.js';

/** JWT bearer tokens: HS256, subject = user id, expiry from JWT_TTL_SECONDS. */
export class TokenService {
  /** Built once: jsonwebtoken turns a string secret into a key object on every call (5× the cost of a verify). */
  private readonly key: KeyObject;

  constructor(private readonly config: Pick<Config, 'jwtSecret' | 'jwtTtlSeconds'>) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  }

  sign(userId: string): string {
    return jwt.sign({}, this.key, { subject: userId, expiresIn: this.config.jwtTtlSeconds, algorithm: 'HS256' });
  }

  /** The user id of a valid, unexpired token; undefined for anything else. */
  verify(token: string | undefined): string | undefined {
    if (!token) return undefined;
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      return typeof payload === 'object' && typeof payload.sub === 'string' ? payload.sub : undefined;
    } catch {
      return undefined;
    }
  }

  /** The token of an `Authorization: Bearer ...` header. */
  static fromHeader(header: string | undefined): string | undefined {
    const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
    return match?.[1];
  }
}
