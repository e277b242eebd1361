import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException, wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { toDate } from '../../common/date-validation.js';
import { invalidForm } from '../../common/errors.js';
import { Visibility } from '../../common/enums.js';
import { assertId, limitReached, requireUser } from '../../common/guards.js';
import { withLock, withRowLock } from '../../common/locks.js';
import { deleteOwned, isOwner, loadOwned, loadOwnedRow, ownedBy, visibleOrNotFound } from '../../common/ownership.js';
import { parseInput } from '../../common/validation.js';
import { Language } from '../auth/user.entity.js';
import type { MailService } from '../mail/mail.service.js';
import type { RateLimiter } from '../rate-limits/rate-limiter.service.js';
import { Prediction } from '../predictions/prediction.entity.js';
import { toCsv } from './csv.js';
import { ItemInput, ItemPatchInput, WishlistCreateInput, WishlistPatchInput } from './dto/wishlist.inputs.js';
import { EXAMPLE_WISHLIST } from './example.wishlist.js';
import { Reservation } from './reservation.entity.js';
import { ReservationService } from './reservation.service.js';
import { readWishlist } from './wishlist.read.js';
import { compareItems, listVisibleTo, predictionFor, reservedByFor, type ReservedBy } from './wishlist.rules.js';
import { wishlistViewOf, type WishlistView } from './wishlist.view.js';
import { WishlistItem } from './wishlist-item.entity.js';
import { Wishlist } from './wishlist.entity.js';

/** Business limits (docs/product.md#limits): generous for a family, bounded for the database. */
export const MAX_WISHLISTS_PER_USER = 50;
export const MAX_ITEMS_PER_WISHLIST = 300;

/** docs/product.md#wishlist-statistics: price bands in euros, lower bound included, upper bound excluded. */
export const PRICE_BANDS = [
  { band: 'veryCheap', below: 10 },
  { band: 'cheap', below: 25 },
  { band: 'medium', below: 50 },
  { band: 'expensive', below: 100 },
  { band: 'veryExpensive', below: 200 },
  { band: 'ultraExpensive', below: null },
] as const;
export type PriceBand = (typeof PRICE_BANDS)[number]['band'];

export interface WishlistCounts {
  itemCount: number;
  reservedCount: number;
}

const cents = (price: number | null | undefined) => (price === null || price === undefined ? null : Math.round(price * 100));

/**
 * Wishlists and items (reservations: `reservations`): every rule (validation, ownership,
 * visibility, limits, who may see a reservation) lives here, once, for REST and GraphQL. Someone else's private (or draft) list
 * answers 404 exactly like a missing one.
 */
export class WishlistService {
  /** Counts read by listMineWithCounts, per entity (entities live for one request, so this empties itself). */
  private readonly knownCounts = new WeakMap<Wishlist, WishlistCounts>();

  /** Reserving and cancelling items (reservation.service.ts), by the lists' rules below. */
  readonly reservations: ReservationService;

  constructor(
    private readonly em: EntityManager,
    mail: MailService,
    limiter: RateLimiter,
    config: Config,
  ) {
    this.reservations = new ReservationService(em, this, mail, limiter, config);
  }

  /** The signed-in user's lists, newest first; with their items and reservations loaded only when asked. */
  async listMine(userId: string | undefined, { withItems }: { withItems: boolean }): Promise<Wishlist[]> {
    const user = await requireUser(this.em, userId);
    return this.em.find(Wishlist, ownedBy(user.id), {
      populate: withItems ? ['items', 'items.reservation', 'prediction'] : ['prediction'],
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
      const items = wishlist.items.getItems();
      return { itemCount: items.length, reservedCount: items.filter((i) => i.reservation).length };
    }
    return (await this.counts([wishlist])).get(wishlist.id)!;
  }

  /** Items and reserved items of each list, in one grouped query whatever the number of lists. */
  async counts(wishlists: Wishlist[]): Promise<Map<string, WishlistCounts>> {
    const counts = new Map(wishlists.map((w) => [w.id, { itemCount: 0, reservedCount: 0 }]));
    if (!wishlists.length) return counts;
    const rows: { wishlist_id: string; items: number; reserved: number }[] = await this.em.getConnection().execute(
      `select i.wishlist_id, count(*)::int as items, count(r.id)::int as reserved
       from wishlist_items i left join reservations r on r.item_id = i.id
       where i.wishlist_id in (${wishlists.map(() => '?').join(', ')}) group by i.wishlist_id`,
      wishlists.map((w) => w.id),
    );
    for (const row of rows) counts.set(row.wishlist_id, { itemCount: row.items, reservedCount: row.reserved });
    return counts;
  }

  /**
   * GET /wishlists/:id and GraphQL `wishlist`: the caller's view of a visible list, from the read
   * model (two statements, no entity: the page a shared link opens).
   */
  async read(userId: string | undefined, id: string): Promise<WishlistView> {
    assertId(id);
    const data = visibleOrNotFound(await readWishlist(this.em, id), (list) => listVisibleTo(list, userId));
    return wishlistViewOf(data, userId);
  }

  async get(userId: string | undefined, id: string): Promise<Wishlist> {
    assertId(id);
    const wishlist = await this.em.findOne(Wishlist, { id }, { populate: ['items', 'items.reservation', 'prediction'] });
    return visibleOrNotFound(wishlist, (w) => listVisibleTo(w, userId));
  }

  /** docs/product.md#the-example-list: the built-in demo list, the same in every install; built fresh, never stored. */
  example(): Wishlist {
    const { items, ...fields } = EXAMPLE_WISHLIST;
    const wishlist = Object.assign(new Wishlist(), fields);
    for (const example of items) {
      const item = Object.assign(new WishlistItem(), {
        id: example.id,
        wishlist,
        title: example.title,
        priceCents: cents(example.price),
        category: example.category,
        description: example.description,
        url: null,
        image: null,
        createdAt: fields.createdAt,
        updatedAt: fields.updatedAt,
      });
      if (example.reserved) {
        item.reservation = Object.assign(new Reservation(), { item, name: '', email: '', isAnonymous: true, createdAt: fields.createdAt });
      }
      wishlist.items.add(item);
    }
    return wishlist;
  }

  /** The sorted items, loading them (with their reservations) when the list came without. */
  async itemsOf(wishlist: Wishlist): Promise<WishlistItem[]> {
    if (!wishlist.items.isInitialized()) await this.em.populate(wishlist, ['items', 'items.reservation']);
    return this.sortedItems(wishlist);
  }

  /** Items in display order (compareItems). */
  sortedItems(wishlist: Wishlist): WishlistItem[] {
    return [...wishlist.items.getItems()].sort(compareItems);
  }

  price(item: WishlistItem): number | null {
    return item.priceCents === null || item.priceCents === undefined ? null : item.priceCents / 100;
  }

  /** Visitors learn that an item is reserved, never by whom; the owner sees name and message (not the e-mail). */
  reservedBy(item: WishlistItem, userId: string | undefined): ReservedBy | null {
    return reservedByFor(item.reservation, isOwner(item.wishlist, userId));
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
    const wishlist = await this.owned(userId, id);
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
    // items and reservations go with it (foreign keys on delete cascade)
    await deleteOwned(this.em, Wishlist, userId, id);
  }

  async createItem(userId: string | undefined, wishlistId: string, body: unknown): Promise<WishlistItem> {
    // the row lock serialises concurrent additions to one list, so the limit cannot be raced
    return withRowLock(this.em, Wishlist, { id: wishlistId, ...ownedBy(userId, wishlistId) }, async (wishlist, em) => {
      const input = await parseInput(ItemInput, body);
      if ((await em.count(WishlistItem, { wishlist })) >= MAX_ITEMS_PER_WISHLIST) throw limitReached();
      wishlist.updatedAt = new Date();
      return em.create(WishlistItem, {
        wishlist,
        title: input.title,
        url: input.url || null,
        description: input.description || null,
        priceCents: cents(input.price),
        image: input.image || null,
        category: input.category ?? null,
      });
    });
  }

  async updateItem(userId: string | undefined, wishlistId: string, itemId: string, body: unknown): Promise<WishlistItem> {
    const item = await this.ownedItem(userId, wishlistId, itemId);
    const input = await parseInput(ItemPatchInput, body, { partial: true });
    if (Object.hasOwn(input, 'title') && input.title !== undefined) item.title = input.title;
    if (Object.hasOwn(input, 'category')) item.category = input.category ?? null;
    if (Object.hasOwn(input, 'description')) item.description = input.description || null;
    if (Object.hasOwn(input, 'image')) item.image = input.image || null;
    if (Object.hasOwn(input, 'price')) item.priceCents = cents(input.price);
    item.wishlist.updatedAt = new Date();
    await this.em.flush();
    return item;
  }

  async deleteItem(userId: string | undefined, wishlistId: string, itemId: string): Promise<void> {
    const item = await this.ownedItem(userId, wishlistId, itemId);
    item.wishlist.updatedAt = new Date();
    this.em.remove(item);
    await this.em.flush();
  }

  /** Where the item link of a visible list goes; 404 when the item has no url. */
  async itemLink(userId: string | undefined, wishlistId: string, itemId: string): Promise<string> {
    assertId(wishlistId, itemId);
    const item = await this.em.findOne(WishlistItem, { id: itemId, wishlist: wishlistId }, { populate: ['wishlist'] });
    return visibleOrNotFound(item, (i) => !!i.url && listVisibleTo(i.wishlist, userId)).url!;
  }

  /** docs/product.md#wishlist-statistics: available and reserved items per price band, counted by PostgreSQL; items without a price are not counted. */
  async stats(userId: string | undefined, wishlistId: string): Promise<{ band: PriceBand; available: number; reserved: number }[]> {
    const wishlist = await this.owned(userId, wishlistId);
    const cases = PRICE_BANDS.map((b) =>
      b.below === null ? `else '${b.band}'` : `when i.price_cents < ${b.below * 100} then '${b.band}'`,
    );
    const rows: { band: PriceBand; available: string; reserved: string }[] = await this.em.getConnection().execute(
      `select case ${cases.join(' ')} end as band,
              count(*) filter (where r.id is null) as available,
              count(r.id) as reserved
         from wishlist_items i left join reservations r on r.item_id = i.id
        where i.wishlist_id = ? and i.price_cents is not null
        group by 1`,
      [wishlist.id],
    );
    return PRICE_BANDS.map(({ band }) => {
      const row = rows.find((r) => r.band === band);
      return { band, available: Number(row?.available ?? 0), reserved: Number(row?.reserved ?? 0) };
    });
  }

  /** The owner's export: item, category, price, name, message, date; never the guest's e-mail. */
  async reservationsCsv(userId: string | undefined, wishlistId: string): Promise<{ filename: string; csv: string }> {
    const user = await requireUser(this.em, userId);
    const wishlist = await this.owned(userId, wishlistId);
    const reservations = await this.em.find(
      Reservation,
      { item: { wishlist } },
      { populate: ['item'], orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    const en = user.language === Language.en;
    const rows = reservations.map((r) => [
      r.item.title,
      r.item.category ?? '',
      r.item.priceCents === null || r.item.priceCents === undefined ? '' : (r.item.priceCents / 100).toFixed(2),
      r.isAnonymous ? (en ? 'Anonymous' : 'Anonyme') : r.name,
      r.message ?? '',
      r.createdAt.toISOString(),
    ]);
    const header = en
      ? ['item', 'category', 'price', 'name', 'message', 'date']
      : ['article', 'catégorie', 'prix', 'nom', 'message', 'date'];
    return { filename: `reservations-${wishlist.id}.csv`, csv: toCsv([header, ...rows]) };
  }

  /** The caller's own list: 401 signed out; 404 when missing or someone else's. */
  private owned(userId: string | undefined, id: string): Promise<Wishlist> {
    return loadOwned(this.em, Wishlist, userId, id);
  }

  /** An item of the caller's own list, its reservation loaded: 401 signed out; 404 when missing or someone else's. */
  ownedItem(userId: string | undefined, wishlistId: string, itemId: string): Promise<WishlistItem> {
    return loadOwnedRow(
      this.em,
      WishlistItem,
      userId,
      [wishlistId, itemId],
      (owned) => ({ id: itemId, wishlist: { id: wishlistId, ...owned } }),
      { populate: ['wishlist', 'reservation'] },
    );
  }
}
