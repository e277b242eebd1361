import type { ItemCategory, ItemInput } from '@cigogne/graphql/wishlists';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { FormActions } from '@cigogne/ui/forms/FormActions';
import { Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { ItemImage } from '../components/ItemImage';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { CategorySelect } from './CategorySelect';
import { ItemKindFields } from './ItemKindFields';
import { itemRules, ITEM_LIMITS, textOrNull } from './itemRules';

export interface ItemFormValues {
  title: string;
  price: number | null;
  category: ItemCategory | null;
  description: string;
  image: string;
  url: string;
  quantity: number | null;
  groupGift: boolean;
  mostWanted: boolean;
}

interface Props {
  initial: Partial<ItemFormValues>;
  /** The picture read from the product page: while it loads, the image field stays hidden. */
  fetchedImage: string | null;
  submitting: boolean;
  error: unknown;
  onSubmit: (input: ItemInput) => void;
  onCancel: () => void;
}

/** Step 1 of the add-item dialog: title, price, category, quantity or group gift, most wanted, description, image and link (docs/product.md#validation). */
export function ItemForm({ initial, fetchedImage, submitting, error, onSubmit, onCancel }: Props) {
  const t = useWishlistsT();
  const rules = itemRules(t);
  const [form] = Form.useForm<ItemFormValues>();
  // A fetched image hides the field; one the browser cannot load shows it again (docs/product.md#dialogs).
  const [imageBroken, setImageBroken] = useState(false);
  const showImageField = !fetchedImage || imageBroken;

  const finish = (values: ItemFormValues) =>
    onSubmit({
      title: values.title.trim(),
      price: values.price ?? null,
      category: values.category ?? null,
      description: textOrNull(values.description),
      // a hidden field is not rendered: the fetched picture is sent as is
      image: showImageField ? textOrNull(values.image) : fetchedImage,
      url: textOrNull(values.url),
      quantity: values.groupGift ? 1 : (values.quantity ?? 1),
      groupGift: values.groupGift,
      mostWanted: values.mostWanted,
    });

  return (
    <Form<ItemFormValues>
      form={form}
      layout="vertical"
      initialValues={{
        title: '',
        price: null,
        category: null,
        description: '',
        image: fetchedImage ?? '',
        url: '',
        quantity: 1,
        groupGift: false,
        mostWanted: false,
        ...initial,
      }}
      onFinish={finish}
      scrollToFirstError
    >
      <FormErrorBanner error={error} form={form} />
      {fetchedImage && !imageBroken && (
        <figure className="wl-fetched-image">
          <ItemImage src={fetchedImage} alt={t('wishlists.item.form.fetchedImage')} onError={() => setImageBroken(true)} />
          <figcaption>{t('wishlists.item.form.fetchedImage')}</figcaption>
        </figure>
      )}
      <Form.Item name="title" label={t('wishlists.item.form.title')} rules={rules.title}>
        <Input maxLength={ITEM_LIMITS.title} autoComplete="off" />
      </Form.Item>
      <Form.Item name="price" label={t('wishlists.item.form.price')} rules={rules.price}>
        <InputNumber step={0.01} decimalSeparator="," style={{ width: '100%', maxWidth: 200 }} />
      </Form.Item>
      <Form.Item name="category" label={t('wishlists.item.form.category')}>
        <CategorySelect />
      </Form.Item>
      <ItemKindFields />
      <Form.Item name="description" label={t('wishlists.item.form.description')} rules={rules.description}>
        <Input.TextArea rows={3} maxLength={ITEM_LIMITS.description} />
      </Form.Item>
      {showImageField && (
        <Form.Item name="image" label={t('wishlists.item.form.image')} rules={rules.image}>
          <Input type="url" inputMode="url" autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item name="url" label={t('wishlists.item.form.url')} rules={rules.url}>
        <Input type="url" inputMode="url" autoComplete="off" />
      </Form.Item>
      <FormActions submitLabel={t('wishlists.add.submit')} submitting={submitting} onCancel={onCancel} />
    </Form>
  );
}
