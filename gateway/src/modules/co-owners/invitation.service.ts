import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, forbidden, invalidForm, notFound } from '../../common/errors.js';
import { assertId } from '../../common/guards.js';
import { PAGE_KINDS, type PageKind } from '../../common/page-kind.js';
import { parseInput } from '../../common/validation.js';
import type { Config } from '../../config.js';
import { newLinkToken, requireUser, sha256 } from '../auth/index.js';
import { syncAdminList } from '../auth/index.js';
import { User } from '../auth/index.js';
import type { MailService } from '../mail/index.js';
import { coOwnerInvitationMail } from '../mail/index.js';
import type { RateLimiter } from '../rate-limits/index.js';
import { acceptedMessages, queuePush } from '../push/index.js';
import type { CoOwnerService } from './co-owner.service.js';
import type { AcceptedInvitation, InvitationPreview, PendingInvitation } from './co-owner.types.js';
import { InviteCoOwnerInput } from './dto/invite.input.js';
import { loadOwnedPage } from './owned-page.js';
import { PageInvitation } from './page-invitation.entity.js';

export const INVITATION_TTL_MS = 14 * 24 * 3600 * 1000;
const DAY_SECONDS = 24 * 3600;

const invalidToken = () => new DomainError('invalidTokenException', 400, [{ path: 'token', message: 'validation.invalidToken' }]);
const PENDING = `accepted_at is null and expires_at > now()`;

/**
 * Invitations to co-own a page (docs/product.md#co-owners): a single-use link mailed to an address,
 * stored as its SHA-256 only (as the account's links), valid 14 days; only the account with that
 * address accepts it, which proves the address.
 */
export class InvitationService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
    private readonly coOwners: CoOwnerService,
  ) {}

  /**
   * Mails an invitation (owner only). 422 when the address is the owner's or a co-owner's already;
   * 429 past INVITATION_LIMIT_PER_DAY (an atomic counter: parallel requests cannot pass it).
   */
  async invite(kind: PageKind, pageId: string, userId: string | undefined, body: unknown): Promise<PendingInvitation> {
    const page = await this.coOwners.ownPage(kind, pageId, userId);
    const inviter = await requireUser(this.em, userId);
    const email = (await parseInput(InviteCoOwnerInput, body)).email.toLowerCase();
    const invitee = await this.em.findOne(User, { email });
    if (email === inviter.email.toLowerCase() || (invitee && page.coOwnerIds?.includes(invitee.id))) {
      throw invalidForm([{ path: 'email', message: 'validation.alreadyCoOwner' }]);
    }
    return this.em.transactional((em) => this.mailInvitation(em, inviter, email, invitee, { kind, pageId, title: page.title }));
  }

  /**
   * Counts against the inviter's daily limit (429 past INVITATION_LIMIT_PER_DAY, an atomic counter:
   * parallel requests cannot pass it), then stores the invitation to `page` (null: to be the
   * inviter's co-parent) and queues its mail in `em`'s transaction: they commit together.
   */
  async mailInvitation(
    em: EntityManager,
    inviter: User,
    email: string,
    invitee: User | null,
    page: { kind: PageKind; pageId: string; title: string | null } | null,
  ): Promise<PendingInvitation> {
    await this.limiter.hit({ key: `invite:owner:${inviter.id}`, limit: this.config.invitationLimitPerDay, windowSeconds: DAY_SECONDS });
    const token = newLinkToken();
    const link = `${this.config.publicUrl}/app/invitations/${token}`;
    const mail = await coOwnerInvitationMail({
      inviterName: inviter.firstName,
      kind: page?.kind ?? null,
      pageTitle: page?.title ?? null,
      link,
      language: invitee?.language ?? inviter.language,
      publicUrl: this.config.publicUrl,
    });
    const invitation = em.create(PageInvitation, {
      kind: page?.kind ?? null,
      pageId: page?.pageId ?? null,
      inviter: inviter.id,
      email,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    await em.flush();
    await this.mail.send({ to: email, link, ...mail });
    return pendingView(invitation);
  }

  /** The invitations neither accepted nor expired (owner only), newest first. */
  async pending(kind: PageKind, pageId: string, userId: string | undefined): Promise<PendingInvitation[]> {
    await this.coOwners.ownPage(kind, pageId, userId);
    const rows = await this.em.find(
      PageInvitation,
      { pageId, acceptedAt: null, expiresAt: { $gt: new Date() } },
      { orderBy: { createdAt: 'desc', id: 'asc' } },
    );
    return rows.map(pendingView);
  }

  /** Withdraws a pending invitation (owner only); its link stops working. */
  async cancel(kind: PageKind, pageId: string, userId: string | undefined, invitationId: string): Promise<void> {
    await this.coOwners.ownPage(kind, pageId, userId);
    assertId(invitationId);
    if (!(await this.em.nativeDelete(PageInvitation, { id: invitationId, pageId }))) throw notFound();
  }

  /**
   * What the invitation screen shows, to anyone holding the link: kind, page title, inviter's first
   * name (kind and title null for a co-parent invitation).
   */
  async preview(token: string): Promise<InvitationPreview> {
    const rows: { kind: PageKind | null; pageId: string | null; inviterFirstName: string }[] = await this.em.getConnection().execute(
      `select i.kind, i.page_id as "pageId", u.first_name as "inviterFirstName"
       from page_invitations i join users u on u.id = i.inviter_id where i.token_hash = ? and i.${PENDING}`,
      [sha256(String(token))],
    );
    if (!rows.length) throw invalidToken();
    if (!rows[0].kind || !rows[0].pageId) return { kind: null, pageTitle: null, inviterFirstName: rows[0].inviterFirstName };
    const page = await loadOwnedPage(this.em, rows[0].kind, rows[0].pageId);
    if (!page) throw invalidToken();
    return { kind: rows[0].kind, pageTitle: page.title, inviterFirstName: rows[0].inviterFirstName };
  }

  /**
   * Accepts with one conditional update (single use, even for two clicks at once) naming the
   * signed-in account's address, then adds the co-owner (or the inviter's co-parent, one row per
   * pair) and marks the address verified, in one transaction. 403 for another account (nothing changes); used, expired or unknown: 400.
   */
  async accept(token: string, userId: string | undefined): Promise<AcceptedInvitation> {
    const user = await requireUser(this.em, userId);
    const hash = sha256(String(token));
    return this.em.transactional(async (em) => {
      const connection = em.getConnection();
      const ctx = em.getTransactionContext();
      const claimed: { kind: PageKind | null; page_id: string | null; inviter_id: string }[] = await connection.execute(
        `update page_invitations set accepted_at = now() where token_hash = ? and ${PENDING} and email = ? returning kind, page_id, inviter_id`,
        [hash, user.email.toLowerCase()],
        'all',
        ctx,
      );
      if (!claimed.length) {
        const [other] = await connection.execute(`select 1 from page_invitations where token_hash = ? and ${PENDING}`, [hash], 'all', ctx);
        throw other ? forbidden() : invalidToken();
      }
      const { kind, page_id: pageId, inviter_id: inviterId } = claimed[0];
      if (!kind || !pageId) {
        // the inviter accepting his own invitation (his address changed since) shares with himself: nothing to add
        if (inviterId !== user.id) {
          await connection.execute(
            `insert into co_parents (id, created_at, owner_id, user_id) values (gen_random_uuid(), now(), ?, ?) on conflict do nothing`,
            [inviterId, user.id],
            'run',
            ctx,
          );
        }
        await this.#verified(em, user.id);
        await queuePush(em, {
          kind: 'coParents',
          ownerId: inviterId,
          pageId: null,
          except: user.id,
          url: '/app/account',
          messages: acceptedMessages({ firstName: user.firstName, page: null }),
        });
        return { kind: null, pageId: null };
      }
      const page = await loadOwnedPage(em, kind, pageId);
      if (!page) throw invalidToken();
      // the owner accepting an invitation to his own page (his address changed since) is owner already
      if (page.ownerId !== user.id) {
        await connection.execute(
          `insert into page_co_owners (id, created_at, kind, page_id, user_id) values (gen_random_uuid(), now(), ?, ?, ?) on conflict do nothing`,
          [kind, pageId, user.id],
          'run',
          ctx,
        );
      }
      await this.#verified(em, user.id);
      await queuePush(em, {
        kind: 'coParents',
        ownerId: page.ownerId,
        pageId,
        except: user.id,
        url: `/app/${PAGE_KINDS[kind].segment}/${pageId}`,
        messages: acceptedMessages({ firstName: user.firstName, page: { title: page.title } }),
      });
      return { kind, pageId };
    });
  }

  /** Accepting proves the address the invitation was mailed to. */
  async #verified(em: EntityManager, userId: string): Promise<void> {
    await em.nativeUpdate(User, { id: userId }, { emailVerified: true });
    await syncAdminList(em, this.config.adminEmails, userId);
  }
}

const pendingView = (i: PageInvitation): PendingInvitation => ({
  id: i.id,
  email: i.email,
  createdAt: i.createdAt,
  expiresAt: i.expiresAt,
});
