import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import bcrypt from 'bcrypt';
import { createHash, randomBytes } from 'node:crypto';
import { isUUID } from 'class-validator';
import type { Config } from '../../config.js';
import { DomainError, unauthorized } from '../../common/errors.js';
import { parseInput } from '../../common/validation.js';
import type { MailService } from '../mail/mail.service.js';
import { ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput, UpdateLanguageInput } from './dto/auth.inputs.js';
import { LoginLimiter } from './login-limiter.js';
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
  private readonly limiter: LoginLimiter;
  readonly tokens: TokenService;
  /** Compared against when the email is unknown, so both cases take the same time. */
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
    private readonly mail: MailService,
  ) {
    this.limiter = new LoginLimiter(em, config.loginLimit);
    this.tokens = new TokenService(config);
    this.dummyHash = bcrypt.hash('not-a-real-password-1A', config.bcryptCost);
  }

  private isAdminEmail(email: string): boolean {
    return this.config.adminEmails.includes(email);
  }

  async register(body: unknown): Promise<User> {
    const input = await parseInput(RegisterInput, body);
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

  async login(body: unknown, ip: string): Promise<AuthResult> {
    const input = await parseInput(LoginInput, body);
    const email = input.email.toLowerCase();
    await this.limiter.assertAllowed(email, ip);
    const user = await this.em.findOne(User, { email });
    const ok = await bcrypt.compare(input.password, user?.passwordHash ?? (await this.dummyHash));
    if (!user || !ok) {
      await this.limiter.recordFailure(email, ip);
      throw new DomainError('invalidCredentials', 401);
    }
    await this.limiter.reset(email);
    user.lastLoginAt = new Date();
    if (this.isAdminEmail(email)) user.isAdmin = true;
    await this.em.flush();
    return { token: this.tokens.sign(user.id), user };
  }

  /** The signed-in user of a token; 401 `unauthorized` when the token is missing, bad, expired or its user is gone. */
  async me(userId: string | undefined): Promise<User> {
    if (!userId) throw unauthorized();
    const user = await this.em.findOne(User, { id: userId });
    if (!user) throw unauthorized();
    return user;
  }

  /**
   * The signed-in user as GET /auth/me and GraphQL `me` answer it: one primary-key SELECT without
   * entity hydration. Every page load calls it, and the ORM's query building and hydration cost
   * more than the query itself (npm run bench). Still read on every call, so a deleted user's
   * token stops working at once.
   */
  async current(userId: string | undefined): Promise<UserView> {
    if (!userId || !isUUID(userId, 'all')) throw unauthorized();
    const sql = `select ${USER_VIEW_COLUMNS} from users where id = ?`;
    const row = (await this.em.getConnection().execute(sql, [userId], 'get')) as UserViewRow | undefined;
    if (!row) throw unauthorized();
    return userViewOfRow(row);
  }

  /** Always succeeds the same way, whether or not the account exists (no account enumeration). */
  async forgotPassword(body: unknown): Promise<void> {
    const input = await parseInput(ForgotPasswordInput, body);
    const user = await this.em.findOne(User, { email: input.email.toLowerCase() });
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    this.em.create(PasswordResetToken, { user, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
    await this.em.flush();
    const link = `${this.config.publicUrl}/app/reset-password/${token}`;
    await this.mail.send({ to: user.email, link, ...resetPasswordMail(user, link) });
  }

  /** Single use, one hour, stored hashed; a used, expired or unknown token is `invalidTokenException`. */
  async resetPassword(body: unknown): Promise<void> {
    const input = await parseInput(ResetPasswordInput, body);
    const found = await this.em.findOne(
      PasswordResetToken,
      { tokenHash: sha256(input.token), usedAt: null, expiresAt: { $gt: new Date() } },
      { populate: ['user'] },
    );
    if (!found) throw new DomainError('invalidTokenException', 400, [{ path: 'token', message: 'validation.invalidToken' }]);
    const now = new Date();
    found.user.passwordHash = await bcrypt.hash(input.password, this.config.bcryptCost);
    // every other pending link of this user dies with this one
    await this.em.nativeUpdate(PasswordResetToken, { user: found.user, usedAt: null }, { usedAt: now });
    found.usedAt = now;
    await this.em.flush();
  }

  async updateLanguage(userId: string | undefined, body: unknown): Promise<User> {
    const user = await this.me(userId);
    const input = await parseInput(UpdateLanguageInput, body);
    user.language = input.language;
    await this.em.flush();
    return user;
  }
}
