/**
 * What the reservations of an item add up to (docs/product.md#quantities-and-group-gifts), written
 * once as a small expression tree. The same tree is evaluated in TypeScript (entities, the read
 * model, the example list) and printed as SQL (the reservation path under its row lock, the counts,
 * the statistics, the admin list), so the two cannot drift apart.
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

type Value = number | boolean | Date | null;
type Expr =
  | { item: keyof typeof ITEM_COLUMNS }
  | { sum: keyof typeof SUMS }
  | { num: number }
  | { none: true }
  | { op: 'sub' | 'gt' | 'eq' | 'and' | 'or'; args: [Expr, Expr] }
  | { op: 'max0'; args: [Expr] }
  | { op: 'if'; args: [Expr, Expr, Expr] };

/** The item's columns (as `i`), each with how it reads in SQL and in TypeScript. */
const ITEM_COLUMNS = {
  quantity: { sql: 'i.quantity', ts: (t: Takeable) => t.quantity },
  groupGift: { sql: 'i.group_gift', ts: (t: Takeable) => t.groupGift },
  priceCents: { sql: 'coalesce(i.price_cents, 0)', ts: (t: Takeable) => t.priceCents ?? 0 },
  boughtElsewhere: { sql: 'i.bought_elsewhere', ts: (t: Takeable) => t.boughtElsewhere },
};

/** The item's reservations summed (as `r`, joined by SHARES_JOIN_SQL), in SQL and in TypeScript. */
const SUMS = {
  n: { sql: 'count(*)::int', ts: (s: readonly Share[]): Value => s.length },
  units: { sql: 'coalesce(sum(quantity), 0)::int', ts: (s: readonly Share[]): Value => s.reduce((a, r) => a + (r.quantity ?? 0), 0) },
  cents: {
    sql: 'coalesce(sum(amount_cents), 0)::int',
    ts: (s: readonly Share[]): Value => s.reduce((a, r) => a + (r.amountCents ?? 0), 0),
  },
  last: {
    sql: 'max(created_at)',
    ts: (s: readonly Share[]): Value => s.reduce<Date | null>((at, r) => (at && at >= r.createdAt ? at : r.createdAt), null),
  },
};

const item = (name: keyof typeof ITEM_COLUMNS): Expr => ({ item: name });
const sum = (name: keyof typeof SUMS): Expr => ({ sum: name });
const num = (value: number): Expr => ({ num: value });
const when = (test: Expr, then: Expr, otherwise: Expr): Expr => ({ op: 'if', args: [test, then, otherwise] });
const op = (name: 'sub' | 'gt' | 'eq' | 'and' | 'or', a: Expr, b: Expr): Expr => ({ op: name, args: [a, b] });
const max0 = (a: Expr): Expr => ({ op: 'max0', args: [a] });

// what a guest may take before the owner's "bought" mark is considered: units, or cents of a group gift
const open = when(item('groupGift'), max0(op('sub', item('priceCents'), sum('cents'))), max0(op('sub', item('quantity'), sum('units'))));
const complete = op('and', op('gt', sum('n'), num(0)), op('eq', open, num(0)));
const isReserved = op('or', complete, item('boughtElsewhere'));
const reservedQuantity = when(item('groupGift'), when(complete, num(1), num(0)), sum('units'));
const units = when(item('groupGift'), num(1), item('quantity'));

/** Every figure of an item's availability, as one expression each. */
const RULES = {
  /** Units taken (a group gift counts its one unit once fully funded). */
  reservedQuantity,
  /** Cents pledged toward a group gift (0 for any other item). */
  fundedCents: when(item('groupGift'), sum('cents'), num(0)),
  /** Every unit taken, fully funded, or bought by the owner: guests can take nothing more. */
  isReserved,
  /** When the last share that completed it was taken; null until then (and for a bought item). */
  reservedAt: when(complete, sum('last'), { none: true }),
  /** What a guest may still take: units, or cents of a group gift. */
  left: when(item('boughtElsewhere'), num(0), open),
  /** The units the item offers (a group gift is one). */
  units,
  /** The units counted as taken: all of them once reserved or bought; a group gift's unit only once funded. */
  takenUnits: when(isReserved, units, reservedQuantity),
  /** Pledges toward a group gift, funded or not. */
  pledges: when(item('groupGift'), sum('n'), num(0)),
  /** Reservations of units (not pledges). */
  unitReservations: when(item('groupGift'), num(0), sum('n')),
} satisfies Record<string, Expr>;
type Rule = keyof typeof RULES;

export interface Availability {
  reservedQuantity: number;
  fundedCents: number;
  isReserved: boolean;
  reservedAt: Date | null;
  left: number;
  units: number;
  takenUnits: number;
  pledges: number;
  unitReservations: number;
}

type Sums = Record<keyof typeof SUMS, Value>;
type Compiled = (t: Takeable, sums: Sums) => Value;

/**
 * An expression as a function, built once per rule at start: a list of 50 items evaluates every
 * rule per item on each read, and walking the tree then allocated per node (docs/performance.md).
 */
function compile(e: Expr): Compiled {
  if ('item' in e) return ITEM_COLUMNS[e.item].ts;
  if ('sum' in e) {
    const name = e.sum;
    return (_t, sums) => sums[name];
  }
  if ('num' in e) {
    const value = e.num;
    return () => value;
  }
  if ('none' in e) return () => null;
  const [a, b, c] = e.args.map(compile) as Compiled[];
  switch (e.op) {
    case 'sub':
      return (t, s) => (a!(t, s) as number) - (b!(t, s) as number);
    case 'gt':
      return (t, s) => (a!(t, s) as number) > (b!(t, s) as number);
    case 'eq':
      return (t, s) => a!(t, s) === b!(t, s);
    case 'and':
      return (t, s) => Boolean(a!(t, s)) && Boolean(b!(t, s));
    case 'or':
      return (t, s) => Boolean(a!(t, s)) || Boolean(b!(t, s));
    case 'max0':
      return (t, s) => Math.max(0, a!(t, s) as number);
    case 'if':
      return (t, s) => (a!(t, s) ? b!(t, s) : c!(t, s));
  }
}

function toSql(e: Expr): string {
  if ('item' in e) return ITEM_COLUMNS[e.item].sql;
  if ('sum' in e) return `r.${e.sum}`;
  if ('num' in e) return String(e.num);
  if ('none' in e) return 'null';
  const [a, b, c] = e.args.map(toSql);
  switch (e.op) {
    case 'sub':
      return `(${a} - ${b})`;
    case 'gt':
      return `(${a} > ${b})`;
    case 'eq':
      return `(${a} = ${b})`;
    case 'and':
      return `(${a} and ${b})`;
    case 'or':
      return `(${a} or ${b})`;
    case 'max0':
      return `greatest(0, ${a})`;
    case 'if':
      return `(case when ${a} then ${b} else ${c} end)`;
  }
}

const SUM_READERS = Object.entries(SUMS).map(([name, s]) => [name, s.ts] as const);
const RULE_FUNCTIONS = Object.entries(RULES).map(([name, e]) => [name, compile(e)] as const);

export function availabilityOf(t: Takeable): Availability {
  const sums = {} as Sums;
  for (const [name, read] of SUM_READERS) sums[name as keyof Sums] = read(t.reservations);
  const availability = {} as Record<string, Value>;
  for (const [name, rule] of RULE_FUNCTIONS) availability[name] = rule(t, sums);
  return availability as unknown as Availability;
}

/**
 * For an item `i`: joins `r`, its reservations summed (by the item's index, per item); AVAILABILITY_SQL
 * then reads each figure of availabilityOf from `i` and `r`.
 */
export const SHARES_JOIN_SQL = `left join lateral (select ${Object.entries(SUMS)
  .map(([name, s]) => `${s.sql} as ${name}`)
  .join(', ')}
  from reservations where item_id = i.id) r on true`;
export const AVAILABILITY_SQL = Object.fromEntries(Object.entries(RULES).map(([k, e]) => [k, toSql(e)])) as Record<Rule, string>;

/**
 * What a list's items add up to, the figures its cards and the admin list show: items, items
 * with nothing left to take, units offered and taken, and pledges toward group gifts.
 */
export interface WishlistCounts {
  itemCount: number;
  reservedCount: number;
  unitCount: number;
  reservedUnits: number;
  pledgeCount: number;
}

export function listCountsOf(items: readonly Takeable[]): WishlistCounts {
  const each = items.map(availabilityOf);
  const total = (pick: (a: Availability) => number) => each.reduce((s, a) => s + pick(a), 0);
  return {
    itemCount: items.length,
    reservedCount: each.filter((a) => a.isReserved).length,
    unitCount: total((a) => a.units),
    reservedUnits: total((a) => a.takenUnits),
    pledgeCount: total((a) => a.pledges),
  };
}

/** listCountsOf as a select list over `i` left-joined with SHARES_JOIN_SQL, grouped by list (snake_case columns). */
export const COUNTS_SQL = `count(i.id)::int as item_count,
  count(i.id) filter (where ${AVAILABILITY_SQL.isReserved})::int as reserved_count,
  coalesce(sum(${AVAILABILITY_SQL.units}), 0)::int as unit_count,
  coalesce(sum(${AVAILABILITY_SQL.takenUnits}), 0)::int as reserved_units,
  coalesce(sum(${AVAILABILITY_SQL.pledges}), 0)::int as pledge_count`;

export interface CountsRow {
  item_count: number;
  reserved_count: number;
  unit_count: number;
  reserved_units: number;
  pledge_count: number;
}
export const countsOfRow = (r: CountsRow): WishlistCounts => ({
  itemCount: r.item_count,
  reservedCount: r.reserved_count,
  unitCount: r.unit_count,
  reservedUnits: r.reserved_units,
  pledgeCount: r.pledge_count,
});
