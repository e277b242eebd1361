import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException, wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { toDate } from '../../common/date-validation.js';
import { invalidForm } from '../../common/errors.js';
import { Visibility } from '../../common/enums.js';
import { assertId, limitReached } from '../../common/guards.js';
import { requireUser } from '../auth/index.js';
import { withLock } from '../../common/locks.js';
import { deleteOwned, isOwner, loadOwned, ownedBy, visibleOrNotFound } from '../../common/ownership.js';
import { parseInput } from '../../common/validation.js';
import { Prediction } from '../predictions/index.js';
import { WishlistCreateInput, WishlistPatchInput } from './dto/wishlist.inputs.js';
import { exampleWishlist } from './example.wishlist.js';
import { COUNTS_SQL, SHARES_JOIN_SQL, listCountsOf, countsOfRow, type CountsRow, type WishlistCounts } from './wishlist.availability.js';
import { itemDataOf, readWishlist } from './wishlist.read.js';
import { listVisibleTo, predictionFor } from './wishlist.rules.js';
import { wishlistViewOf, type WishlistView } from './wishlist.view.js';
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
  /** Counts read by listMineWithCounts, per entity (entities live for one request, so this empties itself). */
  private readonly knownCounts = new WeakMap<Wishlist, WishlistCounts>();

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

  /** listMine, with each list's counts read by one grouped query when the items are not loaded (countsOf). */
  async listMineWithCounts(userId: string | undefined, { withItems }: { withItems: boolean }): Promise<Wishlist[]> {
    const lists = await this.listMine(userId, { withItems });
    if (!withItems)
      for (const [id, counts] of await this.counts(lists))
        this.knownCounts.set(
          lists.find((w) => w.id === id)!,
          counts,
        );
    return lists;
  }

  /** A list's item and reserved counts: from listMineWithCounts, else from its loaded items, else one query. */
  async countsOf(wishlist: Wishlist): Promise<WishlistCounts> {
    const known = this.knownCounts.get(wishlist);
    if (known) return known;
    if (wishlist.items.isInitialized()) {
      return listCountsOf(wishlist.items.getItems().map(itemDataOf));
    }
    return (await this.counts([wishlist])).get(wishlist.id)!;
  }

  /** The counts of each list (countsOf), in one grouped query whatever the number of lists. */
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

  /**
   * The prediction a list was created from, for its owner only: its id and the baby's first name
   * (read-only on the list). Visitors get null: the name is the prediction's secret.
   */
  async predictionOf(wishlist: Wishlist, userId: string | undefined): Promise<{ id: string; firstName: string } | null> {
    const prediction = wishlist.prediction;
    if (!prediction || !isOwner(wishlist, userId)) return null;
    if (!wrap(prediction).isInitialized()) await this.em.populate(wishlist, ['prediction']);
    return predictionFor(prediction, true);
  }

  /** PATCH: only the fields given are validated and changed; null clears description, date and cover. */
  async update(userId: string | undefined, id: string, body: unknown): Promise<Wishlist> {
    const wishlist = await loadOwned(this.em, Wishlist, userId, id);
    const input = await parseInput(WishlistPatchInput, body, { partial: true });
    const has = (key: keyof WishlistPatchInput) => Object.hasOwn(input, key) && input[key] !== undefined;
    if (has('title')) wishlist.title = input.title!;
    if (Object.hasOwn(input, 'description')) wishlist.description = input.description || null;
    if (Object.hasOwn(input, 'date')) wishlist.date = toDate(input.date) ?? null;
    if (Object.hasOwn(input, 'cover')) wishlist.cover = input.cover || null;
    if (has('visibility')) wishlist.visibility = input.visibility!;
    if (has('themeColor')) wishlist.themeColor = input.themeColor!;
    if (has('status')) wishlist.status = input.status!;
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
