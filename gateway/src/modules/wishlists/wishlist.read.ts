import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ThemeColor, Visibility } from '../../common/enums.js';
import { coOwnerIdsSql } from '../../common/ownership.js';
import { parentNamesSql } from '../../common/parent-names.js';
import { nativePool } from '../../db/native-pool.js';
import type { ItemCategory, WishlistStatus } from './wishlist.enums.js';
import type { Reservation } from './reservation.entity.js';
import type { WishlistItem } from './wishlist-item.entity.js';
import type { Wishlist } from './wishlist.entity.js';
import { itemPhotoSql, type ItemPhotoData } from './item-photo.sql.js';

/**
 * A list as stored, before any caller's view: what wishlist.view.ts turns into an answer, with the
 * rules of wishlist.rules.ts. Read by `readWishlist` (GET /wishlists/:id, GraphQL `wishlist`) or
 * taken from the entities (the answers of the writes, the example list).
 */
export interface ListData {
  id: string;
  title: string;
  description: string | null;
  date: Date | null;
  visibility: Visibility;
  themeColor: ThemeColor;
  cover: string | null;
  status: WishlistStatus;
  /** Never answered: visitors must not learn who owns a list. */
  ownerId: string | undefined;
  /** Its co-owners' ids (the ownership rule), never answered either. */
  coOwnerIds: string[];
  /** The parents' first names guests read (common/parent-names.ts). */
  parentNames: string[];
  /** Read for the owner's view only (the baby's first name is the prediction's secret). */
  prediction: { id: string; firstName: string } | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One reservation of an item, oldest first. Who reserved is for the owner's view only; never the guest's e-mail (not even read). */
export interface ReservationData {
  id: string;
  name: string;
  message: string | null;
  isAnonymous: boolean;
  quantity: number | null;
  amountCents: number | null;
  createdAt: Date;
  thankedAt: Date | null;
  /** The guest's language (null before it was kept: French). */
  language: string | null;
  /** Whether the guest's e-mail is still kept (a note can be mailed): the address itself is never read. */
  emailKept: boolean;
  thankNoteAt: Date | null;
}

export interface ItemData {
  id: string;
  title: string;
  url: string | null;
  description: string | null;
  priceCents: number | null;
  image: string | null;
  /** The photo the owner uploaded, if any. */
  photo: ItemPhotoData | null;
  category: ItemCategory | null;
  quantity: number;
  groupGift: boolean;
  mostWanted: boolean;
  boughtElsewhere: boolean;
  receivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  reservations: ReservationData[];
}

export interface WishlistData extends ListData {
  items: ItemData[];
}

// timestamps as epoch milliseconds (a float8 the driver hands over as a number), truncated as the
// ORM's date parsing truncates microseconds: the same instants as the entities carry
const ms = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;
const LIST_SQL = `select w.id, w.title, w.description, ${ms('w.date')} as date, w.visibility, w.theme_color, w.cover, w.status,
  w.owner_id, ${coOwnerIdsSql('w.id')} as co_owner_ids,
  ${parentNamesSql('w.owner_id', 'w.id')} as parent_names, ${ms('w.created_at')} as created_at, ${ms('w.updated_at')} as updated_at,
  p.id as prediction_id, p.first_name as prediction_first_name
  from wishlists w left join predictions p on p.id = w.prediction_id where w.id = $1`;
// one row per reservation (an item without any: one row of nulls), oldest first
const ITEMS_SQL = `select i.id, i.title, i.url, i.description, i.price_cents, i.image, ${itemPhotoSql('i.id')} as photo, i.category,
  i.quantity, i.group_gift, i.most_wanted, i.bought_elsewhere, ${ms('i.received_at')} as received_at,
  ${ms('i.created_at')} as created_at, ${ms('i.updated_at')} as updated_at,
  r.id as reservation_id, r.name as reserved_name, r.message as reserved_message, r.is_anonymous,
  r.quantity as reserved_quantity, r.amount_cents, ${ms('r.created_at')} as reserved_at, ${ms('r.thanked_at')} as thanked_at,
  r.language, r.email is not null as email_kept, ${ms('r.thank_note_at')} as thank_note_at
  from wishlist_items i left join reservations r on r.item_id = i.id where i.wishlist_id = $1
  order by i.id, r.created_at, r.id`;

interface ListRow {
  id: string;
  title: string;
  description: string | null;
  date: number | null;
  visibility: Visibility;
  theme_color: ThemeColor;
  cover: string | null;
  status: WishlistStatus;
  owner_id: string;
  co_owner_ids: string[];
  parent_names: string[];
  created_at: number;
  updated_at: number;
  prediction_id: string | null;
  prediction_first_name: string | null;
}

interface ItemRow {
  id: string;
  title: string;
  url: string | null;
  description: string | null;
  price_cents: number | null;
  image: string | null;
  photo: ItemPhotoData | null;
  category: ItemCategory | null;
  quantity: number;
  group_gift: boolean;
  most_wanted: boolean;
  bought_elsewhere: boolean;
  received_at: number | null;
  created_at: number;
  updated_at: number;
  reservation_id: string | null;
  reserved_name: string;
  reserved_message: string | null;
  is_anonymous: boolean;
  reserved_quantity: number | null;
  amount_cents: number | null;
  reserved_at: number;
  thanked_at: number | null;
  language: string | null;
  email_kept: boolean;
  thank_note_at: number | null;
}

const dateOrNull = (ms: number | null) => (ms === null ? null : new Date(ms));

/** The rows of ITEMS_SQL as items, each with its reservations (the rows come grouped by item). */
function itemsOfRows(rows: ItemRow[]): ItemData[] {
  const items: ItemData[] = [];
  for (const row of rows) {
    let item = items.at(-1);
    if (item?.id !== row.id) {
      item = {
        id: row.id,
        title: row.title,
        url: row.url,
        description: row.description,
        priceCents: row.price_cents,
        image: row.image,
        photo: row.photo,
        category: row.category,
        quantity: row.quantity,
        groupGift: row.group_gift,
        mostWanted: row.most_wanted,
        boughtElsewhere: row.bought_elsewhere,
        receivedAt: dateOrNull(row.received_at),
        createdAt: new Date(row.created_at),
        updatedAt: new Date(row.updated_at),
        reservations: [],
      };
      items.push(item);
    }
    if (row.reservation_id !== null)
      item.reservations.push({
        id: row.reservation_id,
        name: row.reserved_name,
        message: row.reserved_message,
        isAnonymous: row.is_anonymous,
        quantity: row.reserved_quantity,
        amountCents: row.amount_cents,
        createdAt: new Date(row.reserved_at),
        thankedAt: dateOrNull(row.thanked_at),
        language: row.language,
        emailKept: row.email_kept,
        thankNoteAt: dateOrNull(row.thank_note_at),
      });
  }
  return items;
}

/**
 * A list with its items and their reservations: two statements on the ORM's own pool, sent at once,
 * mapped straight from the rows (no entity, no identity map: the hot path of a shared link).
 * Undefined when there is no such list; who may see it is the caller's to decide (visibleTo).
 */
export async function readWishlist(em: EntityManager, id: string): Promise<WishlistData | undefined> {
  const pool = await nativePool(em);
  const [lists, items] = await Promise.all([pool.query<ListRow>(LIST_SQL, [id]), pool.query<ItemRow>(ITEMS_SQL, [id])]);
  const row = lists.rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date === null ? null : new Date(row.date),
    visibility: row.visibility,
    themeColor: row.theme_color,
    cover: row.cover,
    status: row.status,
    ownerId: row.owner_id,
    coOwnerIds: row.co_owner_ids,
    parentNames: row.parent_names,
    prediction: row.prediction_id === null ? null : { id: row.prediction_id, firstName: row.prediction_first_name! },
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    items: itemsOfRows(items.rows),
  };
}

/** A list entity's own fields (its prediction only when loaded: never a query). */
export function listDataOf(wishlist: Wishlist): ListData {
  const prediction = wishlist.prediction && wrap(wishlist.prediction).isInitialized() ? wishlist.prediction : null;
  return {
    id: wishlist.id,
    title: wishlist.title,
    description: wishlist.description ?? null,
    date: wishlist.date ?? null,
    visibility: wishlist.visibility,
    themeColor: wishlist.themeColor,
    cover: wishlist.cover ?? null,
    status: wishlist.status,
    ownerId: wishlist.owner?.id,
    coOwnerIds: wishlist.coOwnerIds ?? [],
    parentNames: wishlist.parentNames ?? [],
    prediction: prediction ? { id: prediction.id, firstName: prediction.firstName } : null,
    createdAt: wishlist.createdAt,
    updatedAt: wishlist.updatedAt,
  };
}

/** An item entity with its (loaded) reservations. */
export function itemDataOf(item: WishlistItem): ItemData {
  return {
    id: item.id,
    title: item.title,
    url: item.url ?? null,
    description: item.description ?? null,
    priceCents: item.priceCents ?? null,
    image: item.image ?? null,
    photo: item.photo ?? null,
    category: item.category ?? null,
    quantity: item.quantity,
    groupGift: item.groupGift,
    mostWanted: item.mostWanted,
    boughtElsewhere: item.boughtElsewhere,
    receivedAt: item.receivedAt ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    reservations: item.reservations
      .getItems()
      .map(reservationDataOf)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id)),
  };
}

/** A reservation entity as the views read it. */
export function reservationDataOf(r: Reservation): ReservationData {
  return {
    id: r.id,
    name: r.name,
    message: r.message ?? null,
    isAnonymous: r.isAnonymous,
    quantity: r.quantity ?? null,
    amountCents: r.amountCents ?? null,
    createdAt: r.createdAt,
    thankedAt: r.thankedAt ?? null,
    language: r.language ?? null,
    emailKept: !!r.email,
    thankNoteAt: r.thankNoteAt ?? null,
  };
}
