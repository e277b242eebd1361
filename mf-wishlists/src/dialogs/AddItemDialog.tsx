import { useCreateWishlistItemMutation, type ItemInput } from '@cigogne/graphql/wishlists';
import { message } from 'antd';
import { Dialog } from '@cigogne/ui/dialogs/Dialog';
import { useState } from 'react';
import { WISHLIST_REFETCH_QUERIES } from '../data/refetchQueries';
import { ItemForm, type ItemFormValues } from '../forms/ItemForm';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { BlockedNotice } from './BlockedNotice';
import { ProductUrlStep, type ProductDetails } from './ProductUrlStep';

interface Props {
  wishlistId: string;
  open: boolean;
  onClose: () => void;
  /** A product address brought by the bookmarklet or a share (docs/product.md#items-from-any-shop): read on opening. */
  initialUrl?: string;
}

interface Prefill {
  values: Partial<ItemFormValues>;
  fetchedImage: string | null;
  /** The shop answered with an anti-bot wall: the form says so above the fields. */
  blocked: boolean;
}

/**
 * The add-item dialog (docs/product.md#dialogs): step 0 reads a product page (or skips it), step 1 is the
 * details form prefilled from it; the new item is created and the list refetched.
 */
export function AddItemDialog({ wishlistId, open, onClose, initialUrl }: Props) {
  const t = useWishlistsT();
  const [toast, toastHolder] = message.useMessage();
  const [prefill, setPrefill] = useState<Prefill | null>(null);
  const [create, creation] = useCreateWishlistItemMutation({ refetchQueries: WISHLIST_REFETCH_QUERIES, awaitRefetchQueries: true });

  const close = () => {
    setPrefill(null);
    creation.reset();
    onClose();
  };
  const toDetails = (details: ProductDetails | null, url: string, blocked = false) =>
    setPrefill({
      values: { url, title: details?.title ?? '', price: details?.price ?? null },
      fetchedImage: details?.image ?? null,
      blocked,
    });
  const submit = async (input: ItemInput) => {
    try {
      await create({ variables: { wishlistId, input } });
      toast.success(t('wishlists.add.added', { title: input.title }));
      close();
    } catch {
      // creation.error shows in the form's banner
    }
  };

  return (
    <>
      {toastHolder}
      <Dialog open={open} title={t('wishlists.add.title')} onCancel={close} footer={null} destroyOnHidden width={560}>
        <p className="wl-step" aria-live="polite">
          {prefill ? t('wishlists.add.detailsStep') : t('wishlists.add.urlStep')} · {prefill ? 2 : 1}/2
        </p>
        {prefill?.blocked && <BlockedNotice />}
        {prefill ? (
          <ItemForm
            initial={prefill.values}
            fetchedImage={prefill.fetchedImage}
            submitting={creation.loading}
            error={creation.error}
            onSubmit={submit}
            onCancel={close}
          />
        ) : (
          <ProductUrlStep onNext={toDetails} initialUrl={initialUrl} />
        )}
      </Dialog>
    </>
  );
}
