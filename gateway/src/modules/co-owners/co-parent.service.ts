import type { EntityManager } from '@mikro-orm/postgresql';
import { invalidForm, notFound } from '../../common/errors.js';
import { assertId, requireUserId } from '../../common/guards.js';
import { parseInput } from '../../common/validation.js';
import { requireUser } from '../auth/index.js';
import { User } from '../auth/index.js';
import type { CoParentView, PendingInvitation } from './co-owner.types.js';
import { CoParent } from './co-parent.entity.js';
import { InviteCoOwnerInput } from './dto/invite.input.js';
import type { InvitationService } from './invitation.service.js';
import { PageInvitation } from './page-invitation.entity.js';

/** Pending co-parent invitations an owner may have at once: enough for a typo and its fix, not a mailing. */
export const CO_PARENT_PENDING_LIMIT = 5;

const PENDING_CO_PARENT = `page_id is null and accepted_at is null and expires_at > now()`;

/**
 * Co-parents (docs/product.md#co-parents): an owner invites someone once for all their pages,
 * present and future, through the co-owners' invitation flow (a page_invitations row without a
 * page). Accepted, the pair is one `co_parents` row, which the ownership rule reads.
 */
export class CoParentService {
  constructor(
    private readonly em: EntityManager,
    private readonly invitations: InvitationService,
  ) {}

  /**
   * Mails the invitation. 422 for the owner's own address or a co-parent's, and past
   * CO_PARENT_PENDING_LIMIT pending ones (counted under a lock on the owner's row, so parallel
   * requests on any replica cannot pass it); 429 past the daily invitation limit.
   */
  async invite(userId: string | undefined, body: unknown): Promise<PendingInvitation> {
    const inviter = await requireUser(this.em, userId);
    const email = (await parseInput(InviteCoOwnerInput, body)).email.toLowerCase();
    const invitee = await this.em.findOne(User, { email });
    const already =
      invitee &&
      (await this.em.getConnection().execute(`select 1 from co_parents where owner_id = ? and user_id = ?`, [inviter.id, invitee.id]))
        .length;
    if (email === inviter.email.toLowerCase() || already) throw invalidForm([{ path: 'email', message: 'validation.alreadyCoParent' }]);
    return this.em.transactional(async (em) => {
      const connection = em.getConnection();
      const ctx = em.getTransactionContext();
      await connection.execute(`select 1 from users where id = ? for update`, [inviter.id], 'all', ctx);
      const [{ n }] = await connection.execute(
        `select count(*)::int as n from page_invitations where inviter_id = ? and ${PENDING_CO_PARENT}`,
        [inviter.id],
        'all',
        ctx,
      );
      if (n >= CO_PARENT_PENDING_LIMIT) throw invalidForm([{ path: 'email', message: 'validation.tooManyPendingCoParents' }]);
      return this.invitations.mailInvitation(em, inviter, email, invitee, null);
    });
  }

  /** The owner's co-parents, accepted first (earliest first), then the pending invitations (newest first). */
  async list(userId: string | undefined): Promise<CoParentView[]> {
    const owner = requireUserId(userId);
    const rows: (Omit<CoParentView, 'createdAt' | 'expiresAt'> & { createdAt: string; expiresAt: string | null })[] = await this.em
      .getConnection()
      .execute(
        `select * from (
         select cp.id, u.email, u.first_name as "firstName", u.last_name as "lastName", 'accepted' as status,
                cp.created_at as "createdAt", null::timestamptz as "expiresAt"
         from co_parents cp join users u on u.id = cp.user_id where cp.owner_id = ?
         union all
         select i.id, i.email, null, null, 'pending', i.created_at, i.expires_at
         from page_invitations i where i.inviter_id = ? and i.${PENDING_CO_PARENT}
       ) rows order by status = 'pending', case when status = 'accepted' then "createdAt" end, "createdAt" desc, id`,
        [owner, owner],
      );
    return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), expiresAt: row.expiresAt ? new Date(row.expiresAt) : null }));
  }

  /**
   * Ends a co-parenthood at once (the owner, or the co-parent leaving) or withdraws a pending
   * invitation (the owner): the rights go with the row, at the next request. 404 for anyone else.
   */
  async remove(userId: string | undefined, id: string): Promise<void> {
    const user = requireUserId(userId);
    assertId(id);
    if (await this.em.nativeDelete(CoParent, { id, $or: [{ owner: user }, { user }] })) return;
    if (!(await this.em.nativeDelete(PageInvitation, { id, inviter: user, pageId: null }))) throw notFound();
  }
}
