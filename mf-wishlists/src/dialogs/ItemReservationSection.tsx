import { useCancelWishlistReservationMutation } from '@cigogne/graphql/wishlists';
import { formatDateTime } from '@cigogne/ui/format/date';
import { Button } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ReservationsNote } from '../components/ReservationsNote';
import { ReserverNote } from '../components/ReserverNote';
import { WISHLIST_REFETCH_QUERIES } from '../data/refetchQueries';
import type { WishlistItemView } from '../data/wishlistView';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { IrreversibleConfirmDialog } from './IrreversibleConfirmDialog';

/** Who reserved the item (the owner's view), and cancelling every reservation after the irreversible confirmation. */
export function ItemReservationSection({ wishlistId, item }: { wishlistId: string; item: WishlistItemView }) {
  const t = useWishlistsT();
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const [cancelReservation, cancellation] = useCancelWishlistReservationMutation({
    refetchQueries: WISHLIST_REFETCH_QUERIES,
    awaitRefetchQueries: true,
  });
  const confirmCancel = async () => {
    try {
      await cancelReservation({ variables: { wishlistId, itemId: item.id } });
      setConfirming(false);
    } catch {
      // shown in the confirmation dialog
    }
  };
  const reservations = item.reservations ?? [];
  return (
    <>
      <section className="wl-details__reservation" aria-labelledby="wl-details-reservation">
        <h3 id="wl-details-reservation">{t('wishlists.details.reservation')}</h3>
        {reservations.length ? (
          <>
            {item.quantity > 1 || item.groupGift ? (
              <>
                <p className="cg-muted">{t('wishlists.details.reservations', { count: reservations.length })}</p>
                <ReservationsNote reservations={reservations} />
              </>
            ) : (
              <ReserverNote reservedBy={reservations[0]} />
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
    </>
  );
}
