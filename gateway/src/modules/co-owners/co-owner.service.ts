import type { EntityManager } from '@mikro-orm/postgresql';
import { forbidden, notFound } from '../../common/errors.js';
import { assertId, requireUserId } from '../../common/guards.js';
import { isOwner, isSoleOwner, ownerOnly } from '../../common/ownership.js';
import type { PageKind } from '../../common/page-kind.js';
import type { CoOwner } from './co-owner.types.js';
import { loadOwnedPage, type OwnedPage } from './owned-page.js';
import { PageCoOwner } from './page-co-owner.entity.js';

/** Who co-owns a page, and leaving or removing (docs/product.md#co-owners). */
export class CoOwnerService {
  constructor(private readonly em: EntityManager) {}

  /** The page for what only its owner may do: 401 signed out, 403 for a co-owner, 404 for anyone else. */
  async ownPage(kind: PageKind, pageId: string, userId: string | undefined): Promise<OwnedPage> {
    const user = requireUserId(userId);
    const page = await loadOwnedPage(this.em, kind, pageId);
    ownerOnly(page, user);
    return page!;
  }

  /** The page's co-owners, first invited first (owner only). */
  async list(kind: PageKind, pageId: string, userId: string | undefined): Promise<CoOwner[]> {
    await this.ownPage(kind, pageId, userId);
    return this.em.getConnection().execute(
      `select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName"
       from page_co_owners co join users u on u.id = co.user_id where co.page_id = ? order by co.created_at, u.id`,
      [pageId],
    );
  }

  /** The owner removes a co-owner; a co-owner removes only himself (leaves). 404 when `targetId` co-owns nothing here. */
  async remove(kind: PageKind, pageId: string, userId: string | undefined, targetId: string): Promise<void> {
    const user = requireUserId(userId);
    const page = await loadOwnedPage(this.em, kind, pageId);
    if (!page || !isOwner(page, user)) throw notFound();
    if (!isSoleOwner(page, user) && targetId !== user) throw forbidden();
    assertId(targetId);
    if (!(await this.em.nativeDelete(PageCoOwner, { pageId, user: targetId }))) throw notFound();
  }
}
