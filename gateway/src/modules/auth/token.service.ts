import jwt from 'jsonwebtoken';
import { createSecretKey, type KeyObject } from 'node:crypto';
import type { Config } from '../../config.js';

/** How many verified tokens are remembered (a few MB at most); past it the oldest is forgotten. */
const VERIFIED_TOKENS = 10_000;

/** JWT bearer tokens: HS256, subject = user id, expiry from JWT_TTL_SECONDS. */
export class TokenService {
  /** Built once: jsonwebtoken turns a string secret into a key object on every call (5× the cost of a verify). */
  private readonly key: KeyObject;
  /**
   * Tokens whose signature was checked, with their subject and expiry (seconds): a client sends
   * the same token with every request, and checking its HMAC is the costliest step of reading a
   * request. The expiry is still checked on every call, against the clock as jsonwebtoken does.
   */
  private readonly verified = new Map<string, { sub: string; exp: number }>();

  constructor(private readonly config: Pick<Config, 'jwtSecret' | 'jwtTtlSeconds'>) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  }

  sign(userId: string): string {
    return jwt.sign({}, this.key, { subject: userId, expiresIn: this.config.jwtTtlSeconds, algorithm: 'HS256' });
  }

  /** The user id of a valid, unexpired token; undefined for anything else. */
  verify(token: string | undefined): string | undefined {
    if (!token) return undefined;
    const known = this.verified.get(token);
    if (known) {
      if (Math.floor(Date.now() / 1000) < known.exp) return known.sub;
      this.verified.delete(token);
      return undefined;
    }
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload !== 'object' || typeof payload.sub !== 'string') return undefined;
      // only the tokens this service signs (an expiry, no not-before) are remembered
      if (typeof payload.exp === 'number' && payload.nbf === undefined) {
        if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(token, { sub: payload.sub, exp: payload.exp });
      }
      return payload.sub;
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
