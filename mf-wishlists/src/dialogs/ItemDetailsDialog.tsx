import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Dialog } from '@cigogne/ui/dialogs/Dialog';
import { Button, Checkbox } from 'antd';
import { useState } from 'react';
import type { WishlistItemView } from '../data/wishlistView';
import { ItemPhotoField } from '../forms/ItemPhotoField';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { ItemDetailsFields } from './ItemDetailsFields';
import { ItemDetailsHead } from './ItemDetailsHead';
import { ItemReservationSection } from './ItemReservationSection';
import { useItemFieldSaves } from './useItemFieldSaves';

interface Props {
  wishlistId: string;
  item: WishlistItemView;
  onClose: () => void;
}

/**
 * The owner's item details (docs/product.md#dialogs): every field saves on blur, alone (PATCH of that field);
 * title and price become editable after Edit; quantity, group gift and most wanted, then received and
 * bought by the family (docs/product.md#received-and-thanked), save as they change. Shows who reserved
 * and cancels the reservations after the irreversible confirmation.
 */
export function ItemDetailsDialog({ wishlistId, item, onClose }: Props) {
  const t = useWishlistsT();
  const [editing, setEditing] = useState(false);
  const { form, save, saveStatus, saving, savedOnce } = useItemFieldSaves(wishlistId, item);
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
      <ItemDetailsHead item={item} editing={editing} onEdit={() => setEditing(true)} />
      <ItemPhotoField wishlistId={wishlistId} item={item} />
      <p className="cg-muted" aria-live="polite">
        {saving.loading ? t('wishlists.details.saving') : savedOnce ? t('wishlists.details.saved') : t('wishlists.details.editHint')}
      </p>
      <ItemDetailsFields form={form} item={item} editing={editing} save={save} />
      <fieldset className="wl-details__status">
        <legend>{t('wishlists.details.status')}</legend>
        <Checkbox checked={!!item.receivedAt} onChange={(event) => saveStatus('received', event.target.checked)}>
          {t('wishlists.details.received')}
        </Checkbox>
        <Checkbox checked={item.boughtElsewhere} onChange={(event) => saveStatus('boughtElsewhere', event.target.checked)}>
          {t('wishlists.details.bought')}
        </Checkbox>
      </fieldset>
      <ItemReservationSection wishlistId={wishlistId} item={item} />
    </Dialog>
  );
}
