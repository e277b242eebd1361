import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { requireUserId } from '../../common/guards.js';
import { parseInput } from '../../common/validation.js';
import type { Services } from '../../services.js';
import { confirmAccountPassword, eraseUserRow } from '../auth/index.js';
import type { AccountData, AnyModule } from '../module.js';
import { DeleteAccountInput } from './dto/delete-account.input.js';

/**
 * DELETE /auth/me: the account and everything it owns, erased at once (the GDPR's right to
 * erasure). The foreign keys to `users` cascade to predictions (and their answers, with the
 * e-mails their guests left for the birth announcement), wishlists (items, reservations), timelines
 * (events, photos), photos they uploaded, webhook endpoints (and their deliveries), reset links and
 * sessions, their co-ownerships and the invitations they sent (docs/product.md#co-owners); what refers
 * to the user without a cascade, or by their e-mail, each module erases or unlinks (its descriptor's
 * `erasurePart`), in the same transaction, before the user row goes.
 */
export class EraseService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
    private readonly modules: readonly AnyModule[],
    private readonly services: Services,
  ) {}

  async deleteAccount(userId: string | undefined, body: unknown): Promise<void> {
    const id = requireUserId(userId);
    const { password } = await parseInput(DeleteAccountInput, body);
    // counted before the password is checked, so parallel guesses cannot slip past the limit
    const { perUser, windowSeconds } = this.config.deleteAccountLimit;
    await this.services.rateLimits.hit({ key: `delete-account:user:${id}`, limit: perUser, windowSeconds });
    const email = await confirmAccountPassword(this.em, id, password);
    const afterwards = await this.em.transactional(async (em) => {
      const account: AccountData = {
        userId: id,
        email,
        em,
        run: (sql, params = [id]) => em.getConnection().execute(sql, params, 'all', em.getTransactionContext()),
      };
      const then: (() => Promise<void>)[] = [];
      for (const module of this.modules) {
        const after = await module.erasurePart?.(account, this.services);
        if (after) then.push(after);
      }
      await eraseUserRow(account);
      return then;
    });
    for (const after of afterwards) await after();
  }
}
