import type { EntityManager } from '@mikro-orm/postgresql';
import { requireUser } from '../auth/index.js';
import { loadOwned } from '../../common/ownership.js';
import { Language } from '../auth/index.js';
import type { ItemCategory } from './wishlist.enums.js';
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

/** The export's words in the owner's language (a file the gateway writes, so its words live here, as the mails' do). */
const CSV_WORDS = {
  en: {
    header: ['item', 'category', 'price', 'quantity', 'amount', 'name', 'message', 'date', 'thanked', 'thanked on'],
    categories: {
      hygiene: 'Hygiene',
      bedroom: 'Bedroom',
      wakeup: 'Early learning',
      meal: 'Meals',
      outings: 'Outings',
      clothing: 'Clothing',
      other: 'Other',
    },
    yes: 'yes',
    no: 'no',
    anonymous: 'Anonymous',
    file: 'reservations',
  },
  fr: {
    header: ['article', 'catégorie', 'prix', 'quantité', 'montant', 'nom', 'message', 'date', 'remercié', 'remercié le'],
    categories: {
      hygiene: 'Hygiène',
      bedroom: 'Chambre',
      wakeup: 'Éveil',
      meal: 'Repas',
      outings: 'Sorties',
      clothing: 'Vêtements',
      other: 'Autre',
    },
    yes: 'oui',
    no: 'non',
    anonymous: 'Anonyme',
    file: 'réservations',
  },
} satisfies Record<'en' | 'fr', { categories: Record<ItemCategory, string> } & Record<string, unknown>>;

/** Accounts carry no time zone yet: the family's dates are read in the product's home zone. */
const OWNER_TIME_ZONE = 'Europe/Paris';

/** A local date and time a spreadsheet parses as one: 28/11/2026 14:05 in French, 2026-11-28 14:05 in English. */
function localDate(at: Date, en: boolean): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: OWNER_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return en
    ? `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
    : `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A file name from the list's title: what a file system refuses is dropped. */
const fileNameOf = (prefix: string, title: string) =>
  `${prefix} - ${[...title]
    .filter((c) => c >= ' ' && !'\\/:*?"<>|'.includes(c))
    .join('')
    .trim()}.csv`;

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
    const words = en ? CSV_WORDS.en : CSV_WORDS.fr;
    // decimal commas in French, as the spreadsheet of a French owner reads numbers
    const money = (cents: number | null | undefined) => {
      const value = euros(cents)?.toFixed(2);
      return value === undefined ? '' : en ? value : value.replace('.', ',');
    };
    const rows = reservations.map((r) => [
      r.item.title,
      r.item.category ? words.categories[r.item.category] : '',
      money(r.item.priceCents),
      r.quantity ?? '',
      money(r.amountCents),
      r.isAnonymous ? words.anonymous : r.name,
      r.message ?? '',
      localDate(r.createdAt, en),
      r.thankedAt ? words.yes : words.no,
      r.thankedAt ? localDate(r.thankedAt, en) : '',
    ]);
    return { filename: fileNameOf(words.file, wishlist.title), csv: toCsv([words.header, ...rows], en ? ',' : ';') };
  }
}
