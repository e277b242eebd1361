import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import bcrypt from 'bcrypt';
import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import { DomainError, unauthorized } from '../../common/errors.js';
import { nativePool } from '../../db/native-pool.js';
import type { RateLimiter } from '../rate-limits/rate-limiter.service.js';
import { requireUser, requireUserId } from '../../common/guards.js';
import { parseInput } from '../../common/validation.js';
import type { MailService } from '../mail/mail.service.js';
import {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateLanguageInput,
  UpdateMeInput,
} from './dto/auth.inputs.js';
import { resetPasswordMail } from './reset-password.mail.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { TokenService } from './token.service.js';
import { User } from './user.entity.js';
import { USER_VIEW_COLUMNS, userViewOfRow, type UserView, type UserViewRow } from './user.view.js';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface AuthResult {
  token: string;
  user: User;
}

/** Accounts: every rule of registration, login, sessions and password reset lives here. */
export class AuthService {
  readonly tokens: TokenService;
  /** Compared against when the email is unknown, so both cases take the same time. */
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
  ) {
    this.tokens = new TokenService(config);
    this.dummyHash = bcrypt.hash('not-a-real-password-1A', config.bcryptCost);
  }

  private isAdminEmail(email: string): boolean {
    return this.config.adminEmails.includes(email);
  }

  /** Each attempt with a valid form counts against the per-IP limit (it costs a bcrypt hash). */
  async register(body: unknown, ip: string): Promise<User> {
    const input = await parseInput(RegisterInput, body);
    const { perIp, windowSeconds } = this.config.registerLimit;
    await this.limiter.hit({ key: `register:ip:${ip}`, limit: perIp, windowSeconds });
    const email = input.email.toLowerCase();
    if (await this.em.count(User, { email }))
      throw new DomainError('emailAlreadyExists', 409, [{ path: 'email', message: 'validation.emailAlreadyExists' }]);
    const user = this.em.create(User, {
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: await bcrypt.hash(input.password, this.config.bcryptCost),
      isAdmin: this.isAdminEmail(email),
    });
    try {
      await this.em.flush();
    } catch (err) {
      // two registrations of one email at the same moment: the unique index decides
      if (err instanceof UniqueConstraintViolationException)
        throw new DomainError('emailAlreadyExists', 409, [{ path: 'email', message: 'validation.emailAlreadyExists' }]);
      throw err;
    }
    return user;
  }

  /**
   * Every attempt counts per email and per IP before the password is checked (so parallel guesses
   * cannot slip past the limit); past it, even the right password gets 429. A success clears its
   * email's counter and gives its IP hit back: only failures use up an address's budget, so a
   * household behind one router is not locked out by its own logins.
   */
  async login(body: unknown, ip: string): Promise<AuthResult> {
    const input = await parseInput(LoginInput, body);
    const email = input.email.toLowerCase();
    const { perEmail, perIp, windowSeconds } = this.config.loginLimit;
    const emailKey = `login:email:${email}`;
    const ipKey = `login:ip:${ip}`;
    await this.limiter.hit({ key: emailKey, limit: perEmail, windowSeconds }, { key: ipKey, limit: perIp, windowSeconds });
    const user = await this.em.findOne(User, { email });
    const ok = await bcrypt.compare(input.password, user?.passwordHash ?? (await this.dummyHash));
    if (!user || !ok) throw new DomainError('invalidCredentials', 401);
    await this.limiter.clear(emailKey);
    await this.limiter.refund(ipKey);
    user.lastLoginAt = new Date();
    if (this.isAdminEmail(email)) user.isAdmin = true;
    await this.em.flush();
    return { token: this.tokens.sign(user.id), user };
  }

  /** The signed-in user of a token; 401 `unauthorized` when the token is missing, bad, expired or its user is gone. */
  me(userId: string | undefined): Promise<User> {
    return requireUser(this.em, userId);
  }

  /**
   * The signed-in user as GET /auth/me and GraphQL `me` answer it: one primary-key SELECT without
   * entity hydration, through the ORM's pg pool. Every page load calls it, and the ORM's query
   * building, logging and hydration cost more than the query itself (npm run bench). Still read on
   * every call, so a deleted user's token stops working at once.
   */
  async current(userId: string | undefined): Promise<UserView> {
    requireUserId(userId);
    const pool = await nativePool(this.em);
    const { rows } = await pool.query<UserViewRow>(`select ${USER_VIEW_COLUMNS} from users where id = $1`, [userId]);
    const row = rows[0];
    if (!row) throw unauthorized();
    return userViewOfRow(row);
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
    const token = randomBytes(32).toString('base64url');
    this.em.create(PasswordResetToken, { user, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
    await this.em.flush();
    const link = `${this.config.publicUrl}/app/reset-password/${token}`;
    await this.mail.send({ to: user.email, link, ...resetPasswordMail(user, link) });
  }

  /**
   * Single use, one hour, stored hashed; a used, expired or unknown token is `invalidTokenException`.
   * The token is claimed by one conditional update: of two concurrent uses, the second waits for
   * the first's transaction and then finds it used.
   */
  async resetPassword(body: unknown): Promise<void> {
    const input = await parseInput(ResetPasswordInput, body);
    await this.em.transactional(async (em) => {
      const claimed: { user_id: string }[] = await em
        .getConnection()
        .execute(
          `update password_reset_tokens set used_at = now() where token_hash = ? and used_at is null and expires_at > now() returning user_id`,
          [sha256(input.token)],
          'all',
          em.getTransactionContext(),
        );
      if (!claimed.length) throw new DomainError('invalidTokenException', 400, [{ path: 'token', message: 'validation.invalidToken' }]);
      const userId = claimed[0].user_id;
      await em.nativeUpdate(User, { id: userId }, { passwordHash: await bcrypt.hash(input.password, this.config.bcryptCost) });
      // every other pending link of this user dies with this one
      await em.nativeUpdate(PasswordResetToken, { user: userId, usedAt: null }, { usedAt: new Date() });
    });
  }

  async updateLanguage(userId: string | undefined, body: unknown): Promise<User> {
    const user = await this.me(userId);
    const input = await parseInput(UpdateLanguageInput, body);
    user.language = input.language;
    await this.em.flush();
    return user;
  }

  /** PATCH /auth/me: language and the reservation mails switch, each only when given. */
  async updateMe(userId: string | undefined, body: unknown): Promise<User> {
    const user = await this.me(userId);
    const input = await parseInput(UpdateMeInput, body, { partial: true });
    if (input.language !== undefined) user.language = input.language;
    if (input.notifyByEmail !== undefined) user.notifyByEmail = input.notifyByEmail;
    await this.em.flush();
    return user;
  }
}
