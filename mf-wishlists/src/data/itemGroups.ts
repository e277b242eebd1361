import type { ItemCategory } from '@cigogne/graphql/wishlists';

/** The item categories, in display order (docs/product.md#items-and-categories). */
export const ITEM_CATEGORIES: readonly ItemCategory[] = ['hygiene', 'bedroom', 'wakeup', 'meal', 'outings', 'clothing', 'other'];

/** A category, or the group of items without one. */
export type ItemGroupKey = ItemCategory | 'uncategorized';

const GROUP_ORDER: readonly ItemGroupKey[] = [...ITEM_CATEGORIES, 'uncategorized'];

interface GroupableItem {
  category: ItemCategory | null;
  isReserved: boolean;
}

export interface ItemGroup<Item> {
  key: ItemGroupKey;
  items: Item[];
}

/**
 * Items grouped by category in the order of docs/product.md#items-and-categories (items without one in `uncategorized`), empty groups left
 * out; inside a group reserved items come after available ones, each part keeping the server's order.
 * `onlyAvailable` drops reserved items (the "only unreserved" filter).
 */
export function groupItems<Item extends GroupableItem>(items: readonly Item[], onlyAvailable = false): ItemGroup<Item>[] {
  const byKey = new Map<ItemGroupKey, Item[]>();
  for (const item of items) {
    if (onlyAvailable && item.isReserved) continue;
    const key: ItemGroupKey = item.category && GROUP_ORDER.includes(item.category) ? item.category : 'uncategorized';
    byKey.set(key, [...(byKey.get(key) ?? []), item]);
  }
  return GROUP_ORDER.filter((key) => byKey.has(key)).map((key) => {
    const group = byKey.get(key)!;
    return { key, items: [...group.filter((i) => !i.isReserved), ...group.filter((i) => i.isReserved)] };
  });
}
