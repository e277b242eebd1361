import { DownloadOutlined, HeartOutlined } from '@ant-design/icons';
import { useCancelWishlistReservationMutation } from '@cigogne/graphql/wishlists';
import { Alert, Button, Empty, message, Radio } from 'antd';
import { useId, useState } from 'react';
import { useReserverName, type ItemReservation } from '../components/ReservationsNote';
import { OWNER_REFETCH_QUERIES } from '../data/refetchQueries';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { IrreversibleConfirmDialog } from '../dialogs/IrreversibleConfirmDialog';
import { downloadReservationsCsv } from './downloadReservationsCsv';
import { ReservationRow } from './ReservationRow';
import { ThankEveryoneDialog } from './ThankEveryoneDialog';
import { ThankNoteDialog } from './ThankNoteDialog';
import type { SettingsWishlist } from './types';

interface Row {
  item: { id: string; title: string };
  reservation: ItemReservation;
}

/**
 * /wishlists/:id/reservations: each reservation (units or pledge) with who made it, the date, their
 * message and whether they were thanked (docs/product.md#received-and-thanked), with the "to thank" filter;
 * the owner cancels one after the irreversible confirmation, or exports them all as CSV. Thank-you notes
 * go from here too (docs/product.md#thank-you-notes): one guest's, or everyone's not yet thanked.
 */
export function ReservationsTab({ wishlist }: { wishlist: SettingsWishlist }) {
  const t = useWishlistsT();
  const nameOf = useReserverName();
  const [messageApi, messageHolder] = message.useMessage();
  const titleId = useId();
  const [toCancel, setToCancel] = useState<Row | null>(null);
  const [toThank, setToThank] = useState<Row | null>(null);
  const [thankingEveryone, setThankingEveryone] = useState(false);
  const [toThankOnly, setToThankOnly] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const [cancelReservation, cancellation] = useCancelWishlistReservationMutation({
    refetchQueries: OWNER_REFETCH_QUERIES,
    awaitRefetchQueries: true,
  });
  const rows: Row[] = wishlist.items.flatMap((item) => (item.reservations ?? []).map((reservation) => ({ item, reservation })));
  const shown = toThankOnly ? rows.filter((row) => !row.reservation.thankedAt) : rows;
  // what "thank everyone" sends: the gateway's own rule (not yet thanked, the address still kept)
  const mailable = rows.filter((row) => !row.reservation.thankedAt && row.reservation.emailKept).length;

  const close = () => {
    setToCancel(null);
    cancellation.reset();
  };
  const confirm = async () => {
    if (!toCancel) return;
    try {
      const { item, reservation } = toCancel;
      await cancelReservation({ variables: { wishlistId: wishlist.id, itemId: item.id, reservationId: reservation.id } });
      void messageApi.success(t('wishlists.reservations.cancelled', { title: item.title }));
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
        <div className="wl-tab-head__actions">
          <Button icon={<HeartOutlined aria-hidden />} onClick={() => setThankingEveryone(true)} disabled={!mailable}>
            {t('wishlists.thanks.everyone')}
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={exportCsv} loading={exporting} disabled={!rows.length}>
            {t('wishlists.reservations.export')}
          </Button>
        </div>
      </div>
      {exportFailed && (
        <Alert type="error" showIcon role="alert" title={t('wishlists.reservations.exportFailed')} style={{ marginBottom: 16 }} />
      )}
      {rows.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<span className="cg-empty-text">{t('wishlists.reservations.empty')}</span>}
        />
      ) : (
        <>
          <Radio.Group
            className="wl-reservations__filter"
            aria-label={t('wishlists.reservations.filterLabel')}
            optionType="button"
            value={toThankOnly ? 'toThank' : 'all'}
            onChange={(event) => setToThankOnly(event.target.value === 'toThank')}
            options={[
              { value: 'all', label: `${t('wishlists.reservations.filterAll')} (${rows.length})` },
              {
                value: 'toThank',
                label: `${t('wishlists.reservations.filterToThank')} (${rows.filter((row) => !row.reservation.thankedAt).length})`,
              },
            ]}
          />
          {shown.length === 0 && <p className="cg-empty-text">{t('wishlists.reservations.allThanked')}</p>}
          <ul className="wl-reservation-list" aria-labelledby={titleId}>
            {shown.map((row) => (
              <ReservationRow
                key={row.reservation.id}
                wishlistId={wishlist.id}
                item={row.item}
                reservation={row.reservation}
                onCancel={() => setToCancel(row)}
                onThank={() => setToThank(row)}
              />
            ))}
          </ul>
        </>
      )}
      <ThankNoteDialog
        wishlistId={wishlist.id}
        item={toThank?.item ?? { id: '', title: '' }}
        reservation={toThank?.reservation ?? null}
        onClose={(sentTo) => {
          setToThank(null);
          if (sentTo) void messageApi.success(t('wishlists.thanks.sent', { name: sentTo }));
        }}
      />
      <ThankEveryoneDialog
        wishlistId={wishlist.id}
        open={thankingEveryone}
        count={mailable}
        onClose={(queued) => {
          setThankingEveryone(false);
          if (queued !== undefined) void messageApi.success(t('wishlists.thanks.everyoneSent', { count: queued }));
        }}
      />
      <IrreversibleConfirmDialog
        open={Boolean(toCancel)}
        title={t('wishlists.details.cancelTitle')}
        question={t('wishlists.details.cancelConfirm', {
          title: toCancel ? `${toCancel.item.title} (${nameOf(toCancel.reservation)})` : '',
        })}
        warning={t('wishlists.reservations.irreversible')}
        loading={cancellation.loading}
        error={cancellation.error}
        onConfirm={confirm}
        onClose={close}
      />
    </div>
  );
}
