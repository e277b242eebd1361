import { DownloadOutlined, StopOutlined } from '@ant-design/icons';
import { useCancelWishlistReservationMutation } from '@cigogne/graphql/wishlists';
import { formatDateTime } from '@cigogne/ui/format/date';
import { Alert, Button, Empty, message } from 'antd';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { OWNER_REFETCH_QUERIES } from '../data/refetchQueries';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { IrreversibleConfirmDialog } from '../dialogs/IrreversibleConfirmDialog';
import { downloadReservationsCsv } from './downloadReservationsCsv';
import type { SettingsWishlist } from './types';

type Item = SettingsWishlist['items'][number];

/**
 * /wishlists/:id/reservations: each reserved item with who reserved it (name, or the anonymous label),
 * their message and the date; the owner cancels one after the irreversible confirmation, or exports
 * them all as CSV.
 */
export function ReservationsTab({ wishlist }: { wishlist: SettingsWishlist }) {
  const t = useWishlistsT();
  const intl = useIntl();
  const [messageApi, messageHolder] = message.useMessage();
  const titleId = useId();
  const [toCancel, setToCancel] = useState<Item | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const [cancelReservation, cancellation] = useCancelWishlistReservationMutation({
    refetchQueries: OWNER_REFETCH_QUERIES,
    awaitRefetchQueries: true,
  });
  const reserved = wishlist.items.filter((item) => item.isReserved);

  const close = () => {
    setToCancel(null);
    cancellation.reset();
  };
  const confirm = async () => {
    if (!toCancel) return;
    try {
      await cancelReservation({ variables: { wishlistId: wishlist.id, itemId: toCancel.id } });
      void messageApi.success(t('wishlists.reservations.cancelled', { title: toCancel.title }));
      close();
    } catch {
      // shown inside the dialog
    }
  };
  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      await downloadReservationsCsv(wishlist.id);
    } catch (error) {
      console.error(error);
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="wl-reservations">
      {messageHolder}
      <div className="wl-tab-head">
        <h2 className="wl-tab-title" id={titleId}>
          {t('wishlists.reservations.title')}
        </h2>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={exportCsv} loading={exporting} disabled={!reserved.length}>
          {t('wishlists.reservations.export')}
        </Button>
      </div>
      {exportFailed && (
        <Alert type="error" showIcon role="alert" title={t('wishlists.reservations.exportFailed')} style={{ marginBottom: 16 }} />
      )}
      {reserved.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<span className="cg-empty-text">{t('wishlists.reservations.empty')}</span>}
        />
      ) : (
        <ul className="wl-reservation-list" aria-labelledby={titleId}>
          {reserved.map((item) => (
            <li key={item.id} className="wl-reservation">
              <div className="wl-reservation__main">
                <h3 className="wl-reservation__title">{item.title}</h3>
                <dl className="wl-reservation__facts">
                  <div>
                    <dt>{t('wishlists.reservations.by')}</dt>
                    <dd>{item.reservedBy?.isAnonymous || !item.reservedBy?.name ? t('wishlists.item.anonymous') : item.reservedBy.name}</dd>
                  </div>
                  {item.reservedAt && (
                    <div>
                      <dt>{t('wishlists.reservations.date')}</dt>
                      <dd>{formatDateTime(item.reservedAt, intl.locale)}</dd>
                    </div>
                  )}
                  {item.reservedBy?.message && (
                    <div className="wl-reservation__message">
                      <dt>{t('wishlists.reservations.message')}</dt>
                      <dd>{item.reservedBy.message}</dd>
                    </div>
                  )}
                </dl>
              </div>
              <Button
                danger
                icon={<StopOutlined aria-hidden />}
                onClick={() => setToCancel(item)}
                aria-label={t('wishlists.reservations.cancelLabel', { title: item.title })}
              >
                {t('wishlists.details.cancelReservation')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <IrreversibleConfirmDialog
        open={Boolean(toCancel)}
        title={t('wishlists.details.cancelTitle')}
        question={t('wishlists.details.cancelConfirm', { title: toCancel?.title ?? '' })}
        warning={t('wishlists.reservations.irreversible')}
        loading={cancellation.loading}
        error={cancellation.error}
        onConfirm={confirm}
        onClose={close}
      />
    </div>
  );
}
