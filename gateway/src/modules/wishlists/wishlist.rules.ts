import type { Visibility } from '../../common/enums.js';
import { visibleTo, type Ownable } from '../../common/ownership.js';
import { ItemCategory, WishlistStatus } from './wishlist.enums.js';
import { euros } from './wishlist.money.js';
import type { ReservationData } from './wishlist.read.js';

/**
 * Who may see what of a list: the one place these rules live, applied alike to entities
 * (the wishlist services) and to the read model of GET /wishlists/:id and GraphQL `wishlist`
 * (wishlist.read.ts), so the two paths cannot drift.
 */

/** Who reserved, as the caller may see it: the owner gets name (unless anonymous) and message; others nothing. */
export interface ReservedBy {
  name: string | null;
  message: string | null;
  isAnonymous: boolean;
}

/**
 * Who may see a list (entity or read model): the pages' rule (common/ownership.ts), where a draft is
 * unpublished. Someone else's private (or draft) list answers 404 exactly like a missing one.
 */
export function listVisibleTo(list: Ownable & { visibility: Visibility; status: WishlistStatus }, userId: string | undefined): boolean {
  return visibleTo(list, userId, { published: list.status !== WishlistStatus.draft });
}

/** One reservation as the owner sees it (docs/product.md#quantities-and-group-gifts): units or euros pledged, and the thanks. */
export interface ReservationView {
  id: string;
  name: string | null;
  message: string | null;
  isAnonymous: boolean;
  quantity: number | null;
  amount: number | null;
  reservedAt: Date;
  thankedAt: Date | null;
  /** The guest's language, for the thank-you note's prefill. */
  language: 'fr' | 'en';
  /** Whether a thank-you note can still be mailed (the guest's e-mail is kept); never the address. */
  emailKept: boolean;
  /** When a thank-you note was mailed from Cigogne; null when none was. */
  thankNoteAt: Date | null;
}

/**
 * Each reservation of an item, for the owner only (`undefined` for anyone else: the field is not
 * even answered). The name unless the guest chose anonymity; never the e-mail.
 */
export function reservationsFor(reservations: readonly ReservationData[], ownerSees: boolean): ReservationView[] | undefined {
  if (!ownerSees) return undefined;
  return reservations.map((r) => ({
    id: r.id,
    name: r.isAnonymous ? null : r.name,
    message: r.message,
    isAnonymous: r.isAnonymous,
    quantity: r.quantity,
    amount: euros(r.amountCents),
    reservedAt: r.createdAt,
    thankedAt: r.thankedAt,
    language: r.language === 'en' ? 'en' : 'fr',
    emailKept: r.emailKept,
    thankNoteAt: r.thankNoteAt,
  }));
}

/** Visitors learn that an item is reserved, never by whom; the owner sees name and message (never the e-mail). */
export function reservedByFor(
  reservation: { name: string; message?: string | null; isAnonymous: boolean } | null | undefined,
  ownerSees: boolean,
): ReservedBy | null {
  if (!reservation) return null;
  // to anyone but the owner every reservation is anonymous: not even the guest's choice shows
  if (!ownerSees) return { name: null, message: null, isAnonymous: true };
  return {
    name: reservation.isAnonymous ? null : reservation.name,
    message: reservation.message ?? null,
    isAnonymous: reservation.isAnonymous,
  };
}

/** The prediction a list was created from, for its owner only: the baby's first name is the prediction's secret. */
export function predictionFor(
  prediction: { id: string; firstName: string } | null | undefined,
  ownerSees: boolean,
): { id: string; firstName: string } | null {
  return prediction && ownerSees ? { id: prediction.id, firstName: prediction.firstName } : null;
}

const CATEGORY_ORDER: (ItemCategory | null)[] = [...Object.values(ItemCategory), null];

interface Sortable {
  id: string;
  category?: ItemCategory | null;
  isReserved: boolean;
  mostWanted: boolean;
  createdAt: Date;
}

/**
 * Items by category (order of docs/product.md#items-and-categories, uncategorized last); inside a category available
 * before reserved, most wanted first, then oldest first.
 */
export function compareItems(a: Sortable, b: Sortable): number {
  const rank = (item: Sortable) => CATEGORY_ORDER.indexOf(item.category ?? null);
  return (
    rank(a) - rank(b) ||
    Number(a.isReserved) - Number(b.isReserved) ||
    Number(b.mostWanted) - Number(a.mostWanted) ||
    a.createdAt.getTime() - b.createdAt.getTime() ||
    a.id.localeCompare(b.id)
  );
}
