import { Form, Input, InputNumber, type FormInstance } from 'antd';
import type { WishlistItemView } from '../data/wishlistView';
import { CategorySelect } from '../forms/CategorySelect';
import { itemRules, ITEM_LIMITS } from '../forms/itemRules';
import type { ItemFormValues } from '../forms/ItemForm';
import { ItemKindFields } from '../forms/ItemKindFields';
import { useWishlistsT } from '../i18n/useWishlistsT';
import type { ItemField } from './useItemFieldSaves';

interface Props {
  form: FormInstance<ItemFormValues>;
  item: WishlistItemView;
  /** Title and price are fields only once the owner chose Edit. */
  editing: boolean;
  save: (field: ItemField) => void;
}

/** The item's editable fields, each saved as it loses focus (or, for the kind, as it changes). */
export function ItemDetailsFields({ form, item, editing, save }: Props) {
  const t = useWishlistsT();
  const rules = itemRules(t);
  return (
    <Form<ItemFormValues>
      form={form}
      layout="vertical"
      initialValues={{
        title: item.title,
        price: item.price,
        category: item.category,
        description: item.description ?? '',
        image: item.image ?? '',
        quantity: item.quantity,
        groupGift: item.groupGift,
        mostWanted: item.mostWanted,
      }}
    >
      {editing && (
        <>
          <Form.Item name="title" label={t('wishlists.item.form.title')} rules={rules.title}>
            <Input maxLength={ITEM_LIMITS.title} autoFocus onBlur={() => save('title')} />
          </Form.Item>
          <Form.Item name="price" label={t('wishlists.item.form.price')} rules={rules.price}>
            <InputNumber step={0.01} decimalSeparator="," style={{ width: '100%', maxWidth: 200 }} onBlur={() => save('price')} />
          </Form.Item>
        </>
      )}
      <Form.Item name="category" label={t('wishlists.item.form.category')}>
        <CategorySelect onBlur={() => save('category')} />
      </Form.Item>
      <Form.Item name="description" label={t('wishlists.item.form.description')} rules={rules.description}>
        <Input.TextArea rows={3} maxLength={ITEM_LIMITS.description} onBlur={() => save('description')} />
      </Form.Item>
      <Form.Item name="image" label={t('wishlists.item.form.image')} rules={rules.image}>
        <Input type="url" inputMode="url" onBlur={() => save('image')} />
      </Form.Item>
      <ItemKindFields onSave={save} />
    </Form>
  );
}
