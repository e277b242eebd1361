import { registerEnumType } from 'type-graphql';

/** docs/product.md#visibility-and-sharing: draft, published, archived (an archived list takes no new reservation). */
export enum WishlistStatus {
  draft = 'draft',
  published = 'published',
  archived = 'archived',
}
registerEnumType(WishlistStatus, { name: 'WishlistStatus' });

/** docs/product.md#items-and-categories: item categories, in display order; items without one form the uncategorized group. */
export enum ItemCategory {
  hygiene = 'hygiene',
  bedroom = 'bedroom',
  wakeup = 'wakeup',
  meal = 'meal',
  outings = 'outings',
  clothing = 'clothing',
  other = 'other',
}
registerEnumType(ItemCategory, { name: 'ItemCategory' });
