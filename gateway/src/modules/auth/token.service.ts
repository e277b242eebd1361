import jwt from 'jsonwebtoken';
import { createSecretKey, type KeyObject } from 'node:crypto';
import type { Config } from '../../config.js';

/** How many verified tokens are remembered (a few MB at most); past it the oldest is forgotten. */
const VERIFIED_TOKENS = 10_000;

/** What a well-signed, unexpired token names: its user and its session (a row of `sessions`). */
export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/**
 * JWT bearer tokens: HS256, subject = user id, `sid` = session id, expiry from JWT_TTL_SECONDS.
 * This only checks the signature and the expiry; whether the session still exists is asked of the
 * database on every request (SessionService.identify).
 */
export class TokenService {
  /** Built once: jsonwebtoken turns a string secret into a key object on every call (5× the cost of a verify). */
  private readonly key: KeyObject;
  /**
   * Tokens whose signature was checked, with their claims and expiry (seconds): a client sends the
   * same token with every request, and checking its HMAC is the costliest step of reading a
   * request. Only the signature is remembered, never that the session is still open.
   */
  private readonly verified = new Map<string, TokenClaims & { exp: number }>();

  constructor(private readonly config: Pick<Config, 'jwtSecret' | 'jwtTtlSeconds'>) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  }

  /** When a token signed now expires. */
  expiresAt(): Date {
    return new Date(Date.now() + this.config.jwtTtlSeconds * 1000);
  }

  sign(userId: string, sessionId: string): string {
    return jwt.sign({ sid: sessionId }, this.key, { subject: userId, expiresIn: this.config.jwtTtlSeconds, algorithm: 'HS256' });
  }

  /** The user and session of a well-signed, unexpired token; undefined for anything else (tokens without a session too). */
  verify(token: string | undefined): TokenClaims | undefined {
    if (!token) return undefined;
    const known = this.verified.get(token);
    if (known) {
      if (Math.floor(Date.now() / 1000) < known.exp) return { userId: known.userId, sessionId: known.sessionId };
      this.verified.delete(token);
      return undefined;
    }
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
      const claims = { userId: payload.sub, sessionId: payload.sid };
      // only the tokens this service signs (an expiry, no not-before) are remembered
      if (typeof payload.exp === 'number' && payload.nbf === undefined) {
        if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(token, { ...claims, exp: payload.exp });
      }
      return claims;
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
