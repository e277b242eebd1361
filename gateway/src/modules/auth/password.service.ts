import type { EntityManager } from '@mikro-orm/postgresql';
import bcrypt from 'bcrypt';
import type { Config } from '../../config.js';
import { DomainError, invalidForm } from '../../common/errors.js';
import { requireUserId } from '../../common/guards.js';
import { requireUser } from './current-user.js';
import { parseInput } from '../../common/validation.js';
import type { MailService } from '../mail/index.js';
import { resetPasswordMail } from '../mail/index.js';
import type { RateLimiter } from '../rate-limits/index.js';
import { ChangePasswordInput, ForgotPasswordInput, ResetPasswordInput } from './dto/auth.inputs.js';
import type { LoginThrottle } from './login-throttle.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { claimLinkToken, newLinkToken, sha256 } from './single-use-token.js';
import type { SessionService } from './session.service.js';
import { User } from './user.entity.js';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Passwords: the reset link, the reset itself and the change from the account page. */
export class PasswordService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
  ) {}

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.config.bcryptCost);
  }

  /**
   * Succeeds the same way whether or not the account exists (no account enumeration). Every
   * request counts per address and per IP, existing account or not, so nobody can mail-bomb an
   * address; past either limit it answers 429 `tooManyRequests`.
   */
  async forgotPassword(body: unknown, ip: string): Promise<void> {
    const input = await parseInput(ForgotPasswordInput, body);
    const email = input.email.toLowerCase();
    const { perEmail, perIp, windowSeconds } = this.config.resetLimit;
    await this.limiter.hit(
      { key: `reset:email:${email}`, limit: perEmail, windowSeconds },
      { key: `reset:ip:${ip}`, limit: perIp, windowSeconds },
    );
    const user = await this.em.findOne(User, { email });
    if (!user) return;
    const token = newLinkToken();
    const link = `${this.config.publicUrl}/app/reset-password/${token}`;
    const mail = await resetPasswordMail({ firstName: user.firstName, link, language: user.language, publicUrl: this.config.publicUrl });
    // the token and its mail commit together
    await this.em.transactional(async (em) => {
      em.create(PasswordResetToken, { user: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
      await em.flush();
      await this.mail.send({ to: user.email, link, ...mail });
    });
  }

  /**
   * Single use, one hour, stored hashed; a used, expired or unknown token is `invalidTokenException`.
   * The token is claimed by one conditional update: of two concurrent uses, the second waits for
   * the first's transaction and then finds it used. Every session of the account ends: whoever
   * knew the old password is signed out everywhere.
   */
  async resetPassword(body: unknown): Promise<void> {
    const input = await parseInput(ResetPasswordInput, body);
    const passwordHash = await this.hash(input.password);
    await this.em.transactional(async (em) => {
      const userId = await claimLinkToken(em, 'password_reset_tokens', input.token);
      await em.nativeUpdate(User, { id: userId }, { passwordHash });
      await this.sessions.endAll(userId, em);
    });
  }

  /**
   * From the account page: the current password, then the new one. Every other session ends; this
   * one lives on with a fresh token. A wrong current password counts as a failed login (the same
   * budgets), so a stolen session cannot guess it.
   */
  async changePassword(
    userId: string | undefined,
    sessionId: string | undefined,
    body: unknown,
    ip: string,
  ): Promise<{ token: string; user: User }> {
    requireUserId(userId);
    if (!sessionId) throw new DomainError('unauthorized', 401);
    const input = await parseInput(ChangePasswordInput, body);
    const user = await requireUser(this.em, userId);
    const attempt = await this.throttle.before(user.email, ip);
    if (!(await bcrypt.compare(input.currentPassword, user.passwordHash)))
      throw invalidForm([{ path: 'currentPassword', message: 'validation.wrongPassword' }]);
    await this.throttle.succeeded(attempt, user.id);
    const passwordHash = await this.hash(input.password);
    await this.em.transactional(async (em) => {
      await em.nativeUpdate(User, { id: user.id }, { passwordHash });
      await this.sessions.endOthers(user.id, sessionId, em);
    });
    return { token: await this.sessions.renew(user.id, sessionId), user };
  }
}
