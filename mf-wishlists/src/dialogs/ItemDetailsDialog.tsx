import { EditOutlined, ExportOutlined } from '@ant-design/icons';
import { useCancelWishlistReservationMutation, useUpdateWishlistItemMutation, type ItemPatchInput } from '@cigogne/graphql/wishlists';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { formatDateTime } from '@cigogne/ui/format/date';
import { formatEuros } from '@cigogne/ui/format/money';
import { Button, Checkbox, Form, Input, InputNumber } from 'antd';
import { Dialog } from '@cigogne/ui/dialogs/Dialog';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ItemImage } from '../components/ItemImage';
import { ReservationsNote } from '../components/ReservationsNote';
import { ReserverNote } from '../components/ReserverNote';
import { WISHLIST_REFETCH_QUERIES } from '../data/refetchQueries';
import { type WishlistItemView } from '../data/wishlistView';
import { CategorySelect } from '../forms/CategorySelect';
import { itemRules, ITEM_LIMITS, textOrNull } from '../forms/itemRules';
import type { ItemFormValues } from '../forms/ItemForm';
import { ItemKindFields } from '../forms/ItemKindFields';
import { ItemPhotoField } from '../forms/ItemPhotoField';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { IrreversibleConfirmDialog } from './IrreversibleConfirmDialog';

type Field = Exclude<keyof ItemPatchInput, 'received' | 'boughtElsewhere'>;

interface Props {
  wishlistId: string;
  item: WishlistItemView;
  onClose: () => void;
}

/** The value a field sends: trimmed text or null when blank (docs/product.md#validation), the number or null. */
function patchValue(field: Field, raw: unknown): ItemPatchInput[Field] {
  if (field === 'title') return String(raw ?? '').trim();
  if (field === 'groupGift' || field === 'mostWanted') return Boolean(raw);
  if (field === 'quantity') return (raw ?? 1) as number;
  if (field === 'price' || field === 'category') return (raw ?? null) as ItemPatchInput[Field];
  return textOrNull(raw as string | null);
}

/**
 * The owner's item details (docs/product.md#dialogs): every field saves on blur, alone (PATCH of that field);
 * title and price become editable after Edit; quantity, group gift and most wanted, then received and
 * bought by the family (docs/product.md#received-and-thanked), save as they change. Shows who reserved
 * and cancels the reservations after the irreversible confirmation.
 */
export function ItemDetailsDialog({ wishlistId, item, onClose }: Props) {
  const t = useWishlistsT();
  const intl = useIntl();
  const rules = itemRules(t);
  const [form] = Form.useForm<ItemFormValues>();
  const [editing, setEditing] = useState(false);
  const [savedOnce, setSavedOnce] = useState(false);
  const [update, saving] = useUpdateWishlistItemMutation();
  const [cancelReservation, cancellation] = useCancelWishlistReservationMutation({
    refetchQueries: WISHLIST_REFETCH_QUERIES,
    awaitRefetchQueries: true,
  });
  const [confirming, setConfirming] = useState(false);

  const save = async (field: Field) => {
    try {
      await form.validateFields([field]);
    } catch {
      return; // the field shows why
    }
    const value = patchValue(field, form.getFieldValue(field));
    if (value === (item[field] ?? null)) return;
    try {
      await update({ variables: { wishlistId, itemId: item.id, input: { [field]: value } } });
      setSavedOnce(true);
    } catch {
      // saving.error shows in the banner, with the field's own message under it
    }
  };
  const saveStatus = async (field: 'received' | 'boughtElsewhere', value: boolean) => {
    try {
      await update({ variables: { wishlistId, itemId: item.id, input: { [field]: value } } });
      setSavedOnce(true);
    } catch {
      // shown in the banner
    }
  };
  const confirmCancel = async () => {
    try {
      await cancelReservation({ variables: { wishlistId, itemId: item.id } });
      setConfirming(false);
    } catch {
      // shown in the confirmation dialog
    }
  };

  return (
    <Dialog
      open
      title={t('wishlists.details.title')}
      onCancel={onClose}
      destroyOnHidden
      width={600}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <FormErrorBanner error={saving.error} form={form} />
      <div className="wl-details">
        <ItemImage src={item.photo?.thumbnailUrl ?? item.image} alt={t('wishlists.item.imageAlt', { title: item.title })} />
        <div className="wl-details__head">
          {!editing && (
            <>
              <p className="wl-details__title">{item.title}</p>
              <p className="wl-item__price">{item.price === null ? t('wishlists.item.noPrice') : formatEuros(item.price)}</p>
              <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)} aria-label={t('wishlists.details.editTitle')}>
                {t('wishlists.details.edit')}
              </Button>
            </>
          )}
          {item.url && (
            <a href={item.url} target="_blank" rel="noopener noreferrer" className="wl-details__link">
              <ExportOutlined aria-hidden /> {t('wishlists.details.openLink')}
            </a>
          )}
        </div>
      </div>
      <ItemPhotoField wishlistId={wishlistId} item={item} />
      <p className="cg-muted" aria-live="polite">
        {saving.loading ? t('wishlists.details.saving') : savedOnce ? t('wishlists.details.saved') : t('wishlists.details.editHint')}
      </p>
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
      <fieldset className="wl-details__status">
        <legend>{t('wishlists.details.status')}</legend>
        <Checkbox checked={!!item.receivedAt} onChange={(event) => saveStatus('received', event.target.checked)}>
          {t('wishlists.details.received')}
        </Checkbox>
        <Checkbox checked={item.boughtElsewhere} onChange={(event) => saveStatus('boughtElsewhere', event.target.checked)}>
          {t('wishlists.details.bought')}
        </Checkbox>
      </fieldset>
      <section className="wl-details__reservation" aria-labelledby="wl-details-reservation">
        <h3 id="wl-details-reservation">{t('wishlists.details.reservation')}</h3>
        {item.reservations?.length ? (
          <>
            {item.quantity > 1 || item.groupGift ? (
              <>
                <p className="cg-muted">{t('wishlists.details.reservations', { count: item.reservations.length })}</p>
                <ReservationsNote reservations={item.reservations} />
              </>
            ) : (
              <ReserverNote reservedBy={item.reservations[0]} />
            )}
            {item.reservedAt && (
              <p className="cg-muted">{t('wishlists.details.reservedOn', { date: formatDateTime(item.reservedAt, intl.locale) })}</p>
            )}
            <Button danger onClick={() => setConfirming(true)}>
              {t('wishlists.details.cancelReservation')}
            </Button>
          </>
        ) : (
          <p className="cg-muted">{t('wishlists.details.notReserved')}</p>
        )}
      </section>
      <IrreversibleConfirmDialog
        open={confirming}
        title={t('wishlists.details.cancelTitle')}
        question={t('wishlists.details.cancelConfirm', { title: item.title })}
        warning={t('wishlists.cancel.irreversible')}
        loading={cancellation.loading}
        error={cancellation.error}
        onConfirm={confirmCancel}
        onClose={() => {
          setConfirming(false);
          cancellation.reset();
        }}
      />
    </Dialog>
  );
}
