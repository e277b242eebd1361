import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { useDeleteWishlistItemPhotoMutation } from '@cigogne/graphql/wishlists';
import { MAX_PHOTO_BYTES, PHOTO_ACCEPT, uploadFile, UploadError } from '@cigogne/ui/apollo/uploadFile';
import { toAppError } from '@cigogne/ui/errors/appError';
import { useErrorMessages } from '@cigogne/ui/errors/useErrorMessages';
import { Button } from 'antd';
import { useId, useState } from 'react';
import { WISHLIST_REFETCH_QUERIES } from '../data/refetchQueries';
import type { WishlistItemView } from '../data/wishlistView';
import { useWishlistsT } from '../i18n/useWishlistsT';

interface Props {
  wishlistId: string;
  item: WishlistItemView;
}

/**
 * The owner's photo of an item (docs/product.md#photos): pick one (on a phone, the camera too) to
 * upload it, replacing the one before, or remove it. The list is refetched once it is stored.
 */
export function ItemPhotoField({ wishlistId, item }: Props) {
  const t = useWishlistsT();
  const hintId = useId();
  const { typeMessage, fieldMessage } = useErrorMessages();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [remove, removal] = useDeleteWishlistItemPhotoMutation({ refetchQueries: WISHLIST_REFETCH_QUERIES, awaitRefetchQueries: true });
  const path = `/api/wishlists/${encodeURIComponent(wishlistId)}/items/${encodeURIComponent(item.id)}/photo`;

  const send = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > MAX_PHOTO_BYTES) return setError(fieldMessage('validation.tooLarge'));
    setProgress(0);
    try {
      await uploadFile(path, file, setProgress).done;
      await removal.client.refetchQueries({ include: WISHLIST_REFETCH_QUERIES });
    } catch (err) {
      const e = err as UploadError;
      if (e.type !== 'cancelled')
        setError(e.type === 'network' ? t('wishlists.photo.networkError') : e.field ? fieldMessage(e.field) : typeMessage(e.type));
    } finally {
      setProgress(null);
    }
  };
  const drop = async () => {
    setError(null);
    try {
      await remove({ variables: { wishlistId, itemId: item.id } });
    } catch (err) {
      setError(typeMessage(toAppError(err).type));
    }
  };
  const busy = progress !== null || removal.loading;

  return (
    <div className="wl-photo-field">
      {/* the label is the picker (on a phone it offers the camera); the input covers it, so keyboards reach it */}
      <label className={`wl-photo-field__pick${busy ? ' wl-photo-field__pick--busy' : ''}`}>
        <CameraOutlined aria-hidden /> {item.photo ? t('wishlists.photo.change') : t('wishlists.photo.add')}
        <input
          type="file"
          accept={PHOTO_ACCEPT}
          className="wl-photo-field__input"
          disabled={busy}
          aria-describedby={hintId}
          onChange={(event) => {
            void send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {item.photo && (
        <Button icon={<DeleteOutlined aria-hidden />} onClick={drop} loading={removal.loading} disabled={busy}>
          {t('wishlists.photo.remove')}
        </Button>
      )}
      {progress !== null && <progress max={1} value={progress} aria-label={t('wishlists.photo.sending')} />}
      <p id={hintId} className="cg-muted wl-photo-field__hint">
        {t('wishlists.photo.hint')}
      </p>
      {error && (
        <p className="wl-photo-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
