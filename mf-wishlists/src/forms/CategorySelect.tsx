import type { ItemCategory } from '@cigogne/graphql/wishlists';
import { Select } from 'antd';
import { ITEM_CATEGORIES } from '../data/itemGroups';
import { useWishlistsT } from '../i18n/useWishlistsT';

interface Props {
  id?: string;
  value?: ItemCategory | null;
  onChange?: (value: ItemCategory | null) => void;
  onBlur?: () => void;
}

/** The item categories (docs/product.md#items-and-categories), translated; clearing it puts the item in the uncategorized group. */
export function CategorySelect({ id, value, onChange, onBlur }: Props) {
  const t = useWishlistsT();
  return (
    <Select<ItemCategory | null>
      id={id}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      onBlur={onBlur}
      allowClear
      placeholder={t('wishlists.item.form.categoryNone')}
      options={ITEM_CATEGORIES.map((category) => ({ value: category, label: t(`wishlists.category.${category}`) }))}
    />
  );
}
