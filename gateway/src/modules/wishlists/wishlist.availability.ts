/**
 * What the reservations of an item add up to (docs/product.md#quantities-and-group-gifts), the one
 * place this is computed: for the entities, the read model and, as SQL, for the counts and stats.
 */

/** One reservation as the sums read it: units, or a pledge in cents. */
export interface Share {
  quantity: number | null;
  amountCents: number | null;
  createdAt: Date;
}

/** An item as the sums read it. */
export interface Takeable {
  quantity: number;
  groupGift: boolean;
  priceCents: number | null;
  boughtElsewhere: boolean;
  reservations: readonly Share[];
}

export interface Availability {
  /** Units taken (a group gift counts its one unit once fully funded). */
  reservedQuantity: number;
  /** Cents pledged toward a group gift (0 for any other item). */
  fundedCents: number;
  /** Every unit taken, fully funded, or bought by the owner: guests can take nothing more. */
  isReserved: boolean;
  /** When the last share that completed it was taken; null until then (and for a bought item). */
  reservedAt: Date | null;
  /** What a guest may still take: units, or cents of a group gift. */
  left: number;
}

export function availabilityOf(item: Takeable): Availability {
  const units = item.reservations.reduce((sum, r) => sum + (r.quantity ?? 0), 0);
  const fundedCents = item.reservations.reduce((sum, r) => sum + (r.amountCents ?? 0), 0);
  const left = item.groupGift ? Math.max(0, (item.priceCents ?? 0) - fundedCents) : Math.max(0, item.quantity - units);
  const complete = item.reservations.length > 0 && left === 0;
  const last = item.reservations.reduce<Date | null>((at, r) => (at && at >= r.createdAt ? at : r.createdAt), null);
  return {
    reservedQuantity: item.groupGift ? (complete ? 1 : 0) : units,
    fundedCents: item.groupGift ? fundedCents : 0,
    isReserved: complete || item.boughtElsewhere,
    reservedAt: complete ? last : null,
    left: item.boughtElsewhere ? 0 : left,
  };
}

/**
 * The SQL twin of availabilityOf for an item `i`: SHARES_JOIN_SQL joins `r`, its reservations summed
 * (`r.n`, `r.units`, `r.cents`; by the item's index, per item), then its units, those taken, and
 * whether it is taken.
 */
export const SHARES_JOIN_SQL = `left join lateral (select count(*)::int as n, sum(quantity)::int as units, sum(amount_cents)::int as cents
  from reservations where item_id = i.id) r on true`;
const complete = `(r.n > 0 and case when i.group_gift then r.cents >= i.price_cents else r.units >= i.quantity end)`;
export const ITEM_TAKEN_SQL = `(i.bought_elsewhere or ${complete})`;
export const ITEM_UNITS_SQL = `(case when i.group_gift then 1 else i.quantity end)`;
export const ITEM_TAKEN_UNITS_SQL = `(case when ${ITEM_TAKEN_SQL} then ${ITEM_UNITS_SQL} when i.group_gift then 0 else coalesce(r.units, 0) end)`;
