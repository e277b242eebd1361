import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { toDate } from '../../common/date-validation.js';
import { invalidForm } from '../../common/errors.js';
import { Visibility } from '../../common/enums.js';
import { assertId, limitReached } from '../../common/guards.js';
import { requireUser } from '../auth/index.js';
import { withLock } from '../../common/locks.js';
import { deleteOwned, loadOwned, ownedBy, visibleOrNotFound } from '../../common/ownership.js';
import { applySent } from '../../common/patch.js';
import { parseInput } from '../../common/validation.js';
import { Prediction } from '../predictions/index.js';
import { WishlistCreateInput, WishlistPatchInput } from './dto/wishlist.inputs.js';
import { exampleWishlist } from './example.wishlist.js';
import { COUNTS_SQL, SHARES_JOIN_SQL, listCountsOf, countsOfRow, type CountsRow, type WishlistCounts } from './wishlist.availability.js';
import { readWishlist } from './wishlist.read.js';
import { listVisibleTo } from './wishlist.rules.js';
import { wishlistListView, wishlistView, wishlistViewOf, type WishlistRoot, type WishlistView } from './wishlist.view.js';
import { Wishlist } from './wishlist.entity.js';
import type { PhotoService } from '../photos/index.js';

/** Business limits (docs/product.md#limits): generous for a family, bounded for the database. */
export const MAX_WISHLISTS_PER_USER = 50;
export const MAX_ITEMS_PER_WISHLIST = 300;

/**
 * The lists themselves: the owner's lists with their counts, one list as the caller may see it,
 * the example list, and creating, changing and deleting a list. The module's other concerns are
 * items (wishlist-items.service.ts), reservations (reservation.service.ts) and the owner's reports
 * (wishlist-reports.service.ts); who owns and who sees a list is common/ownership.ts.
 */
export class WishlistService {
  constructor(
    private readonly em: EntityManager,
    private readonly photos: PhotoService,
  ) {}

  /** The signed-in user's lists, newest first; with their items and reservations loaded only when asked. */
  async listMine(userId: string | undefined, { withItems }: { withItems: boolean }): Promise<Wishlist[]> {
    const user = await requireUser(this.em, userId);
    return this.em.find(Wishlist, ownedBy(user.id), {
      populate: withItems ? ['items', 'items.reservations', 'prediction'] : ['prediction'],
      orderBy: { createdAt: 'desc', id: 'asc' },
    });
  }

  /**
   * The signed-in user's lists as REST and GraphQL answer them: with their items when asked, else with
   * their counts, read by one grouped query whatever the number of lists.
   */
  async mine(userId: string | undefined, { withItems }: { withItems: boolean }): Promise<WishlistRoot[]> {
    const lists = await this.listMine(userId, { withItems });
    if (withItems) return lists.map((wishlist) => this.view(wishlist, userId));
    const counts = await this.counts(lists);
    return lists.map((wishlist) => wishlistListView(wishlist, userId, counts.get(wishlist.id)!));
  }

  /** A list entity with its loaded items (and prediction, when it has one) as the caller sees it. */
  view(wishlist: Wishlist, userId: string | undefined): WishlistView {
    return wishlistView(wishlist, userId, this.photos.urls);
  }

  /** The counts of each list, in one grouped query whatever the number of lists. */
  async counts(wishlists: Wishlist[]): Promise<Map<string, WishlistCounts>> {
    const counts = new Map(wishlists.map((w) => [w.id, listCountsOf([])]));
    if (!wishlists.length) return counts;
    const rows: (CountsRow & { wishlist_id: string })[] = await this.em.getConnection().execute(
      `select i.wishlist_id, ${COUNTS_SQL}
       from wishlist_items i ${SHARES_JOIN_SQL}
       where i.wishlist_id in (${wishlists.map(() => '?').join(', ')}) group by i.wishlist_id`,
      wishlists.map((w) => w.id),
    );
    for (const row of rows) counts.set(row.wishlist_id, countsOfRow(row));
    return counts;
  }

  /**
   * GET /wishlists/:id and GraphQL `wishlist`: the caller's view of a visible list, from the read
   * model (two statements, no entity: the page a shared link opens).
   */
  async read(userId: string | undefined, id: string): Promise<WishlistView> {
    assertId(id);
    const data = visibleOrNotFound(await readWishlist(this.em, id), (list) => listVisibleTo(list, userId));
    return wishlistViewOf(data, userId, this.photos.urls);
  }

  async get(userId: string | undefined, id: string): Promise<Wishlist> {
    assertId(id);
    const wishlist = await this.em.findOne(Wishlist, { id }, { populate: ['items', 'items.reservations', 'prediction'] });
    return visibleOrNotFound(wishlist, (w) => listVisibleTo(w, userId));
  }

  /** docs/product.md#the-example-list: the built-in demo list, the same in every install; built fresh, never stored. */
  example(): Wishlist {
    return exampleWishlist();
  }

  async create(userId: string | undefined, body: unknown): Promise<Wishlist> {
    const user = await requireUser(this.em, userId);
    const input = await parseInput(WishlistCreateInput, body);
    // someone else's prediction names nothing the caller may see: the same answer as a missing one
    if (input.predictionId && !(await this.em.count(Prediction, { id: input.predictionId, ...ownedBy(user.id) }))) {
      throw invalidForm([{ path: 'predictionId', message: 'validation.notFound' }]);
    }
    try {
      // serialises one user's concurrent creations across processes, so the limit cannot be raced
      const created = await withLock(this.em, 'wishlists.create', user.id, async (em) => {
        if ((await em.count(Wishlist, { owner: user })) >= MAX_WISHLISTS_PER_USER) throw limitReached();
        return em.create(Wishlist, {
          owner: user,
          title: input.title,
          description: input.description || null,
          date: toDate(input.date) ?? null,
          visibility: Visibility.private,
          prediction: input.predictionId || null,
        });
      });
      return created.prediction ? this.get(user.id, created.id) : created;
    } catch (err) {
      // wishlists.prediction_id is unique: one list per prediction, whatever the concurrency
      if (err instanceof UniqueConstraintViolationException) {
        throw invalidForm([{ path: 'predictionId', message: 'validation.alreadyLinked' }]);
      }
      // the prediction was deleted between the check and the insert
      if (err instanceof ForeignKeyConstraintViolationException)
        throw invalidForm([{ path: 'predictionId', message: 'validation.notFound' }]);
      throw err;
    }
  }

  /** PATCH (common/patch.ts): only the fields sent are validated and changed; null clears description, date and cover. */
  async update(userId: string | undefined, id: string, body: unknown): Promise<Wishlist> {
    const wishlist = await loadOwned(this.em, Wishlist, userId, id);
    const input = await parseInput(WishlistPatchInput, body, { partial: true });
    applySent(input, {
      title: (title) => (wishlist.title = title),
      description: (description) => (wishlist.description = description || null),
      date: (date) => (wishlist.date = toDate(date) ?? null),
      cover: (cover) => (wishlist.cover = cover || null),
      visibility: (visibility) => (wishlist.visibility = visibility),
      themeColor: (themeColor) => (wishlist.themeColor = themeColor),
      status: (status) => (wishlist.status = status),
    });
    wishlist.updatedAt = new Date();
    await this.em.flush();
    return wishlist;
  }

  async delete(userId: string | undefined, id: string): Promise<void> {
    // items, their photos and reservations go with it (foreign keys on delete cascade); the photos' files once they are gone
    const photoIds = await this.photos.idsWhere({ item: { wishlist: { id, ...ownedBy(userId, id) } } });
    await deleteOwned(this.em, Wishlist, userId, id);
    await this.photos.forgetFiles(photoIds);
  }
}
