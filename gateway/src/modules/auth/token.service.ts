import jwt from 'jsonwebtoken';
import type { Config } from '../../config.js';

/** JWT bearer tokens: HS256, subject = user id, expiry from JWT_TTL_SECONDS. */
export class TokenService {
  constructor(private readonly config: Pick<Config, 'jwtSecret' | 'jwtTtlSeconds'>) {}

  sign(userId: string): string {
    return jwt.sign({}, this.config.jwtSecret, { subject: userId, expiresIn: this.config.jwtTtlSeconds, algorithm: 'HS256' });
  }

  /** The user id of a valid, unexpired token; undefined for anything else. */
  verify(token: string | undefined): string | undefined {
    if (!token) return undefined;
    try {
      const payload = jwt.verify(token, this.config.jwtSecret, { algorithms: ['HS256'] });
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
