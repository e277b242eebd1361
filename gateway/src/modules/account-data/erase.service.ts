import type { QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import bcrypt from 'bcrypt';
import type { Config } from '../../config.js';
import { invalidForm, unauthorized } from '../../common/errors.js';
import { requireUserId } from '../../common/guards.js';
import { parseInput } from '../../common/validation.js';
import type { PhotoService } from '../photos/photo.service.js';
import type { RateLimiter } from '../rate-limits/rate-limiter.service.js';
import { DeleteAccountInput } from './dto/delete-account.input.js';

/**
 * DELETE /auth/me: the account and everything it owns, erased at once (the GDPR's right to
 * erasure). The foreign keys to `users` cascade to predictions (and their answers, with the
 * e-mails their guests left for the birth announcement), wishlists (items, reservations), timelines
 * (events, photos), photos they uploaded, webhook endpoints (and their deliveries), reset links and
 * sessions, their co-ownerships and the invitations they sent (docs/product.md#co-owners); what refers
 * to the user without a cascade is erased or unlinked here, in the same transaction.
 */
export class EraseService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
    private readonly limiter: RateLimiter,
    private readonly photos: PhotoService,
  ) {}

  async deleteAccount(userId: string | undefined, body: unknown): Promise<void> {
    const id = requireUserId(userId);
    const { password } = await parseInput(DeleteAccountInput, body);
    // counted before the password is checked, so parallel guesses cannot slip past the limit
    const { perUser, windowSeconds } = this.config.deleteAccountLimit;
    await this.limiter.hit({ key: `delete-account:user:${id}`, limit: perUser, windowSeconds });
    const connection = this.em.getConnection();
    const [user] = await connection.execute<{ email: string; password_hash: string }[]>(
      `select email, password_hash from users where id = ?`,
      [id],
    );
    if (!user) throw unauthorized();
    if (!(await bcrypt.compare(password, user.password_hash)))
      throw invalidForm([{ path: 'password', message: 'validation.wrongPassword' }]);
    // the photo rows go by the cascades below; their files (in either storage) are deleted once they are gone
    const photoIds = await this.photos.idsWhere({
      $or: [{ uploader: id }, { event: { timeline: { owner: id } } }, { item: { wishlist: { owner: id } } }],
    });
    await this.em.transactional(async (em) => {
      const run = (sql: string, params: unknown[]) =>
        em.getConnection().execute<QueryResult>(sql, params, 'run', em.getTransactionContext());
      // their own messages to the operators (the foreign key would only unlink them)
      await run(`delete from contact_requests where user_id = ?`, [id]);
      // mails sent to them (reset links, notices, as a guest too); the error log keeps the request, not who made it
      await run(`delete from mail_outbox where lower("to") = ?`, [user.email]);
      // gifts they reserved on other families' lists stay reserved (the list is its owner's), without their address
      await run(`update reservations set email = null where lower(email) = ?`, [user.email]);
      // so do their answers to other families' predictions, without the address they left for the announcement
      await run(`update prediction_answers set email = null where lower(email) = ?`, [user.email]);
      await run(`update api_error_logs set user_id = null where user_id = ?`, [id]);
      // invitations to co-own a page mailed to them (their co-ownerships and those they sent go by the cascades)
      await run(`delete from page_invitations where email = ?`, [user.email]);
      const gone = await run(`delete from users where id = ?`, [id]);
      // erased meanwhile by a parallel request: this one has nothing left to erase
      if (!gone.affectedRows) throw unauthorized();
    });
    await this.photos.forgetFiles(photoIds);
  }
}
