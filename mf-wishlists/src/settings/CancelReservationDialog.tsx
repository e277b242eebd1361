import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Modal } from 'antd';
import { useWishlistsT } from '../i18n/useWishlistsT';

interface Props {
  /** The item whose reservation is cancelled; null closes the dialog. */
  item: { title: string } | null;
  loading: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** The owner's confirmation before cancelling a reservation: what happens, the irreversible warning, Close and Confirm. */
export function CancelReservationDialog({ item, loading, error, onConfirm, onClose }: Props) {
  const t = useWishlistsT();
  return (
    <Modal
      open={Boolean(item)}
      title={t('wishlists.reservations.cancelTitle')}
      okText={t('common.confirm')}
      cancelText={t('common.close')}
      okButtonProps={{ danger: true }}
      confirmLoading={loading}
      onOk={onConfirm}
      onCancel={onClose}
      destroyOnHidden
    >
      {error ? <FormErrorBanner error={error} /> : null}
      <p>{t('wishlists.reservations.cancelConfirm', { title: item?.title ?? '' })}</p>
      <p style={{ margin: 0 }}>
        <strong>{t('wishlists.reservations.irreversible')}</strong>
      </p>
    </Modal>
  );
}
