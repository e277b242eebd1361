import { useUpdateWishlistItemMutation, type ItemPatchInput } from '@cigogne/graphql/wishlists';
import { Form } from 'antd';
import { useState } from 'react';
import type { WishlistItemView } from '../data/wishlistView';
import { textOrNull } from '../forms/itemRules';
import type { ItemFormValues } from '../forms/ItemForm';

export type ItemField = Exclude<keyof ItemPatchInput, 'received' | 'boughtElsewhere'>;

/** The value a field sends: trimmed text or null when blank (docs/product.md#validation), the number or null. */
function patchValue(field: ItemField, raw: unknown): ItemPatchInput[ItemField] {
  if (field === 'title') return String(raw ?? '').trim();
  if (field === 'groupGift' || field === 'mostWanted') return Boolean(raw);
  if (field === 'quantity') return (raw ?? 1) as number;
  if (field === 'price' || field === 'category') return (raw ?? null) as ItemPatchInput[ItemField];
  return textOrNull(raw as string | null);
}

/**
 * The item's fields, each saved alone (a PATCH of that field) once valid and changed; the received and
 * bought marks as they change. `savedOnce` tells the owner their changes are kept.
 */
export function useItemFieldSaves(wishlistId: string, item: WishlistItemView) {
  const [form] = Form.useForm<ItemFormValues>();
  const [savedOnce, setSavedOnce] = useState(false);
  const [update, saving] = useUpdateWishlistItemMutation();

  const send = async (input: ItemPatchInput) => {
    try {
      await update({ variables: { wishlistId, itemId: item.id, input } });
      setSavedOnce(true);
    } catch {
      // saving.error shows in the banner, with the field's own message under it
    }
  };
  const save = async (field: ItemField) => {
    try {
      await form.validateFields([field]);
    } catch {
      return; // the field shows why
    }
    const value = patchValue(field, form.getFieldValue(field));
    if (value !== (item[field] ?? null)) await send({ [field]: value });
  };
  const saveStatus = (field: 'received' | 'boughtElsewhere', value: boolean) => send({ [field]: value });
  return { form, save, saveStatus, saving, savedOnce };
}
