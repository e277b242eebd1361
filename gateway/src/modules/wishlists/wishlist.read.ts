import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ThemeColor, Visibility } from '../../common/enums.js';
import { nativePool } from '../../db/native-pool.js';
import type { ItemCategory, WishlistStatus } from './wishlist.enums.js';
import type { WishlistItem } from './wishlist-item.entity.js';
import type { Wishlist } from './wishlist.entity.js';

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
  /** Read for the owner's view only (the baby's first name is the prediction's secret). */
  prediction: { id: string; firstName: string } | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ItemData {
  id: string;
  title: string;
  url: string | null;
  description: string | null;
  priceCents: number | null;
  image: string | null;
  category: ItemCategory | null;
  createdAt: Date;
  updatedAt: Date;
  /** Who reserved is for the owner's view only; never the guest's e-mail (not even read). */
  reservation: { name: string; message: string | null; isAnonymous: boolean; createdAt: Date } | null;
}

export interface WishlistData extends ListData {
  items: ItemData[];
}

// timestamps as epoch milliseconds (a float8 the driver hands over as a number), truncated as the
// ORM's date parsing truncates microseconds: the same instants as the entities carry
const ms = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;
const LIST_SQL = `select w.id, w.title, w.description, ${ms('w.date')} as date, w.visibility, w.theme_color, w.cover, w.status,
  w.owner_id, ${ms('w.created_at')} as created_at, ${ms('w.updated_at')} as updated_at,
  p.id as prediction_id, p.first_name as prediction_first_name
  from wishlists w left join predictions p on p.id = w.prediction_id where w.id = $1`;
const ITEMS_SQL = `select i.id, i.title, i.url, i.description, i.price_cents, i.image, i.category,
  ${ms('i.created_at')} as created_at, ${ms('i.updated_at')} as updated_at,
  r.id as reservation_id, r.name as reserved_name, r.message as reserved_message, r.is_anonymous, ${ms('r.created_at')} as reserved_at
  from wishlist_items i left join reservations r on r.item_id = i.id where i.wishlist_id = $1`;

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
  category: ItemCategory | null;
  created_at: number;
  updated_at: number;
  reservation_id: string | null;
  reserved_name: string;
  reserved_message: string | null;
  is_anonymous: boolean;
  reserved_at: number;
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
    prediction: row.prediction_id === null ? null : { id: row.prediction_id, firstName: row.prediction_first_name! },
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    items: items.rows.map((item) => ({
      id: item.id,
      title: item.title,
      url: item.url,
      description: item.description,
      priceCents: item.price_cents,
      image: item.image,
      category: item.category,
      createdAt: new Date(item.created_at),
      updatedAt: new Date(item.updated_at),
      reservation:
        item.reservation_id === null
          ? null
          : {
              name: item.reserved_name,
              message: item.reserved_message,
              isAnonymous: item.is_anonymous,
              createdAt: new Date(item.reserved_at),
            },
    })),
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
    prediction: prediction ? { id: prediction.id, firstName: prediction.firstName } : null,
    createdAt: wishlist.createdAt,
    updatedAt: wishlist.updatedAt,
  };
}

/** An item entity with its (loaded) reservation. */
export function itemDataOf(item: WishlistItem): ItemData {
  const reservation = item.reservation;
  return {
    id: item.id,
    title: item.title,
    url: item.url ?? null,
    description: item.description ?? null,
    priceCents: item.priceCents ?? null,
    image: item.image ?? null,
    category: item.category ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    reservation: reservation
      ? {
          name: reservation.name,
          message: reservation.message ?? null,
          isAnonymous: reservation.isAnonymous,
          createdAt: reservation.createdAt,
        }
      : null,
  };
}
