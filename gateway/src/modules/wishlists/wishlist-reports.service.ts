import type { EntityManager } from '@mikro-orm/postgresql';
import { requireUser } from '../auth/index.js';
import { loadOwned } from '../../common/ownership.js';
import { Language } from '../auth/user.entity.js';
import { toCsv } from './csv.js';
import { Reservation } from './reservation.entity.js';
import { AVAILABILITY_SQL, SHARES_JOIN_SQL } from './wishlist.availability.js';
import { euros } from './wishlist.money.js';
import { Wishlist } from './wishlist.entity.js';

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

const CSV_HEADER = {
  en: ['item', 'category', 'price', 'quantity', 'amount', 'name', 'message', 'date', 'thanked', 'thanked on'],
  fr: ['article', 'catégorie', 'prix', 'quantité', 'montant', 'nom', 'message', 'date', 'remercié', 'remercié le'],
};

/** What the owner learns of their list as a whole: its statistics and the export of its reservations. Owner only. */
export class WishlistReportService {
  constructor(private readonly em: EntityManager) {}

  /**
   * docs/product.md#wishlist-statistics: available and reserved units per price band (a group gift is one unit,
   * reserved once funded; a bought item has every unit reserved), counted by PostgreSQL; items without a price are not counted.
   */
  async stats(userId: string | undefined, wishlistId: string): Promise<{ band: PriceBand; available: number; reserved: number }[]> {
    const wishlist = await loadOwned(this.em, Wishlist, userId, wishlistId);
    const cases = PRICE_BANDS.map((b) =>
      b.below === null ? `else '${b.band}'` : `when i.price_cents < ${b.below * 100} then '${b.band}'`,
    );
    const rows: { band: PriceBand; available: string; reserved: string }[] = await this.em.getConnection().execute(
      `select case ${cases.join(' ')} end as band,
              sum(${AVAILABILITY_SQL.units} - ${AVAILABILITY_SQL.takenUnits}) as available,
              sum(${AVAILABILITY_SQL.takenUnits}) as reserved
         from wishlist_items i ${SHARES_JOIN_SQL}
        where i.wishlist_id = ? and i.price_cents is not null
        group by 1`,
      [wishlist.id],
    );
    return PRICE_BANDS.map(({ band }) => {
      const row = rows.find((r) => r.band === band);
      return { band, available: Number(row?.available ?? 0), reserved: Number(row?.reserved ?? 0) };
    });
  }

  /**
   * The owner's export, in their language, one row per reservation: item, category, price, units or amount pledged,
   * name, message, date, and whether and when the guest was thanked; never the guest's e-mail.
   */
  async reservationsCsv(userId: string | undefined, wishlistId: string): Promise<{ filename: string; csv: string }> {
    const user = await requireUser(this.em, userId);
    const wishlist = await loadOwned(this.em, Wishlist, userId, wishlistId);
    const reservations = await this.em.find(
      Reservation,
      { item: { wishlist } },
      { populate: ['item'], orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    const en = user.language === Language.en;
    const yes = en ? 'yes' : 'oui';
    const no = en ? 'no' : 'non';
    const rows = reservations.map((r) => [
      r.item.title,
      r.item.category ?? '',
      euros(r.item.priceCents)?.toFixed(2) ?? '',
      r.quantity ?? '',
      euros(r.amountCents)?.toFixed(2) ?? '',
      r.isAnonymous ? (en ? 'Anonymous' : 'Anonyme') : r.name,
      r.message ?? '',
      r.createdAt.toISOString(),
      r.thankedAt ? yes : no,
      r.thankedAt?.toISOString() ?? '',
    ]);
    return { filename: `reservations-${wishlist.id}.csv`, csv: toCsv([en ? CSV_HEADER.en : CSV_HEADER.fr, ...rows]) };
  }
}
