import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { requireUser } from './current-user.js';
import { parseInput } from '../../common/validation.js';
import type { MailService } from '../mail/index.js';
import { verifyEmailMail } from '../mail/index.js';
import type { RateLimiter } from '../rate-limits/index.js';
import { VerifyEmailInput } from './dto/auth.inputs.js';
import { EmailVerificationToken } from './email-verification-token.entity.js';
import { claimLinkToken, newLinkToken, sha256 } from './single-use-token.js';
import { User } from './user.entity.js';

export const VERIFY_TOKEN_TTL_MS = 48 * 3600 * 1000;
/** Links sent again per user and hour from the account page. */
const RESEND_PER_HOUR = 3;

/**
 * Proof that a user owns their address: a single-use link mailed at registration (and again on
 * request), stored hashed, valid 48 hours. ADMIN_EMAILS only ever grants admin to a verified
 * address (AdminList).
 */
export class EmailVerificationService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
  ) {}

  /** Mails a new link; the links sent before stay valid until used or expired. */
  async sendLink(user: User): Promise<void> {
    const token = newLinkToken();
    const link = `${this.config.publicUrl}/app/verify-email/${token}`;
    const mail = await verifyEmailMail({ firstName: user.firstName, link, language: user.language, publicUrl: this.config.publicUrl });
    // the link and its mail commit together: no mail for a token that was not stored, and back
    await this.em.transactional(async (em) => {
      em.create(EmailVerificationToken, { user: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_MS) });
      await em.flush();
      await this.mail.send({ to: user.email, link, ...mail });
    });
  }

  /** From the account page: 429 past RESEND_PER_HOUR an hour; nothing is sent for a verified address. */
  async resend(userId: string | undefined): Promise<void> {
    const user = await requireUser(this.em, userId);
    if (user.emailVerified) return;
    await this.limiter.hit({ key: `verify-email:user:${user.id}`, limit: RESEND_PER_HOUR, windowSeconds: 3600 });
    await this.sendLink(user);
  }

  /**
   * Claims the token with one conditional update (single use, even for two clicks at once), then
   * marks the address verified, and makes it admin when ADMIN_EMAILS lists it, in one transaction.
   * A used, expired or unknown token is `invalidTokenException`.
   */
  async verify(body: unknown): Promise<void> {
    const input = await parseInput(VerifyEmailInput, body);
    await this.em.transactional(async (em) => {
      const userId = await claimLinkToken(em, 'email_verification_tokens', input.token);
      await em.nativeUpdate(User, { id: userId }, { emailVerified: true });
      await syncAdminList(em, this.config.adminEmails, userId);
    });
  }
}

/**
 * ADMIN_EMAILS, applied to the stored admin flag: a verified listed address is admin (marked
 * `admin_by_list`); an admin by list whose address left the list (or is not verified) is admin no
 * more. Admins made by `npm run user:admin` (admin_by_list false) are left alone. Runs at start-up
 * for everyone (the list only changes with a restart) and on each verification for that user.
 */
export async function syncAdminList(em: EntityManager, adminEmails: string[], userId?: string): Promise<void> {
  const only = userId ? ' and id = ?' : '';
  const ctx = em.getTransactionContext();
  await em
    .getConnection()
    .execute(
      `update users set is_admin = false, admin_by_list = false where admin_by_list and not (email_verified and email in (select jsonb_array_elements_text(?::jsonb)))${only}`,
      [JSON.stringify(adminEmails), ...(userId ? [userId] : [])],
      'run',
      ctx,
    );
  await em
    .getConnection()
    .execute(
      `update users set is_admin = true, admin_by_list = true where not is_admin and email_verified and email in (select jsonb_array_elements_text(?::jsonb))${only}`,
      [JSON.stringify(adminEmails), ...(userId ? [userId] : [])],
      'run',
      ctx,
    );
}
