import { registerEnumType } from 'type-graphql';

/** The kinds of page a user owns and may share with co-owners (docs/product.md#co-owners). */
export enum PageKind {
  prediction = 'prediction',
  wishlist = 'wishlist',
  timeline = 'timeline',
}
registerEnumType(PageKind, { name: 'PageKind' });

/** Each kind's table, and its REST path segment (`/api/{segment}/{id}/co-owners`). */
export const PAGE_KINDS: Record<PageKind, { table: string; segment: string }> = {
  [PageKind.prediction]: { table: 'predictions', segment: 'predictions' },
  [PageKind.wishlist]: { table: 'wishlists', segment: 'wishlists' },
  [PageKind.timeline]: { table: 'timelines', segment: 'timelines' },
};
