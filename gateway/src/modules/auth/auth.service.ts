import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import bcrypt from 'bcrypt';
import type { Config } from '../../config.js';
import { DomainError, unauthorized } from '../../common/errors.js';
import { requireUser } from './current-user.js';
import { applySent } from '../../common/patch.js';
import { parseInput } from '../../common/validation.js';
import type { MailService } from '../mail/index.js';
import type { RateLimiter } from '../rate-limits/index.js';
import { LoginInput, RegisterInput, UpdateLanguageInput, UpdateMeInput } from './dto/auth.inputs.js';
import { EmailVerificationService, syncAdminList } from './email-verification.service.js';
import { LoginThrottle, type LoginAttempt } from './login-throttle.js';
import { PasswordService } from './password.service.js';
import { SessionService } from './session.service.js';
import { TokenService } from './token.service.js';
import { User } from './user.entity.js';
import type { UserView } from './user.view.js';

export interface AuthResult {
  token: string;
  user: User;
}

/** Who sends a request, as routes and resolvers pass it on. */
export interface Client {
  ip: string;
  userAgent?: string;
}

/**
 * Accounts: registration, login and the profile live here; sessions, passwords and the e-mail
 * proof have a service each, reached through this one (the auth module's service).
 */
export class AuthService {
  readonly tokens: TokenService;
  readonly sessions: SessionService;
  readonly passwords: PasswordService;
  readonly verification: EmailVerificationService;
  /** The login limits: passkey sign-ins count against the same budgets. */
  readonly throttle: LoginThrottle;
  /** Compared against when the email is unknown, so both cases take the same time. */
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
    mail: MailService,
    private readonly limiter: RateLimiter,
  ) {
    this.tokens = new TokenService(config);
    this.sessions = new SessionService(em, this.tokens);
    this.throttle = new LoginThrottle(em, limiter, config);
    this.passwords = new PasswordService(em, config, mail, limiter, this.sessions, this.throttle);
    this.verification = new EmailVerificationService(em, config, mail, limiter);
    this.dummyHash = bcrypt.hash('not-a-real-password-1A', config.bcryptCost);
  }

  /** At start-up: ADMIN_EMAILS as configured now (an address taken off the list loses admin). */
  syncAdminList(): Promise<void> {
    return syncAdminList(this.em.fork(), this.config.adminEmails);
  }

  /**
   * Each attempt with a valid form counts against the per-IP limit (it costs a bcrypt hash). The
   * account starts unverified and never admin: the mailed link proves the address (and only then
   * does ADMIN_EMAILS apply).
   */
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
      passwordHash: await this.passwords.hash(input.password),
    });
    try {
      await this.em.flush();
    } catch (err) {
      // two registrations of one email at the same moment: the unique index decides
      if (err instanceof UniqueConstraintViolationException)
        throw new DomainError('emailAlreadyExists', 409, [{ path: 'email', message: 'validation.emailAlreadyExists' }]);
      throw err;
    }
    await this.verification.sendLink(user);
    return user;
  }

  /** Checks the password within LoginThrottle's budgets, then opens a session. */
  async login(body: unknown, client: Client): Promise<AuthResult> {
    const input = await parseInput(LoginInput, body);
    const email = input.email.toLowerCase();
    const attempt = await this.throttle.before(email, client.ip);
    const user = await this.em.findOne(User, { email });
    const ok = await bcrypt.compare(input.password, user?.passwordHash ?? (await this.dummyHash));
    if (!user || !ok) throw new DomainError('invalidCredentials', 401);
    return this.signedIn(user, attempt, client);
  }

  /** A proven sign-in (password or passkey): the attempt's budgets given back, a new session. */
  async signedIn(user: User, attempt: LoginAttempt, client: Client): Promise<AuthResult> {
    await this.throttle.succeeded(attempt, user.id);
    user.lastLoginAt = new Date();
    await this.em.flush();
    return { token: await this.sessions.open(user.id, client.userAgent), user };
  }

  /** The signed-in user's entity; 401 `unauthorized` when signed out or the account is gone. */
  me(userId: string | undefined): Promise<User> {
    return requireUser(this.em, userId);
  }

  /**
   * The signed-in user as GET /auth/me and GraphQL `me` answer it: read with the session check
   * itself (SessionService.identify, one primary-key join per request), so `me` adds no query.
   */
  current(user: UserView | undefined): UserView {
    if (!user) throw unauthorized();
    return user;
  }

  async updateLanguage(userId: string | undefined, body: unknown): Promise<User> {
    const user = await this.me(userId);
    const input = await parseInput(UpdateLanguageInput, body);
    user.language = input.language;
    await this.em.flush();
    return user;
  }

  /** PATCH /auth/me (common/patch.ts): language, the reservation mails switch and where guests read my first name, each only when sent. */
  async updateMe(userId: string | undefined, body: unknown): Promise<User> {
    const user = await this.me(userId);
    const input = await parseInput(UpdateMeInput, body, { partial: true });
    applySent(input, {
      language: (language) => (user.language = language),
      notifyByEmail: (notifyByEmail) => (user.notifyByEmail = notifyByEmail),
      firstNameToGuests: (where) => (user.firstNameToGuests = where),
    });
    await this.em.flush();
    return user;
  }
}
