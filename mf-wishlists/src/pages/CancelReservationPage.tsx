import { useCancelReservationByTokenMutation, useReservationByTokenQuery } from '@cigogne/graphql/wishlists';
import { useApolloClient } from '@cigogne/ui/apollo/facade';
import { toAppError } from '@cigogne/ui/errors/appError';
import { NotFound } from '@cigogne/ui/errors/NotFound';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { PageLoader } from '@cigogne/ui/loaders/PageLoader';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import { useParams } from '@cigogne/ui/router';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { IrreversibleConfirmDialog } from '../dialogs/IrreversibleConfirmDialog';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { useWishlistPaths } from '../WishlistsPaths';
import '../styles/list.css';

/**
 * /wishlists/:id/items/:token/cancel, the mailed link (docs/product.md#reservations): the item and list
 * titles, a danger button, the irreversible confirmation, then 'Reservation cancelled' and a link
 * back to the list. A used or unknown link says so (already cancelled, or no longer valid). The
 * server renders it for a guest, with the cancel island (src/islands/cancel.island.ts) in place of the app.
 */
export function CancelReservationPage() {
  const t = useWishlistsT();
  const paths = useWishlistPaths();
  const client = useApolloClient();
  const { id = '', token = '' } = useParams();
  // No retry and no cache (docs/product.md#client-query-behaviour): a used link must say so at once.
  const lookup = useReservationByTokenQuery({
    variables: { wishlistId: id, token },
    context: { noRetry: true },
    fetchPolicy: 'network-only',
  });
  const [cancel, cancellation] = useCancelReservationByTokenMutation();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);

  const confirm = async () => {
    try {
      await cancel({ variables: { wishlistId: id, token } });
      // the list shows the item as available again on the next visit, not a cached "reserved"
      client.cache.evict({ id: client.cache.identify({ __typename: 'Wishlist', id }) });
      setConfirming(false);
      setDone(true);
    } catch {
      // the dialog's banner shows it
    }
  };

  if (done) {
    return (
      <div className="cg-page cg-page--narrow wl-cancel">
        <Result
          status="success"
          title={<h1 className="wl-cancel__done">{t('wishlists.cancel.done')}</h1>}
          subTitle={t('wishlists.cancel.doneText')}
          extra={
            <ButtonLink type="primary" to={paths.view(id)}>
              {t('wishlists.cancel.backToList')}
            </ButtonLink>
          }
        />
      </div>
    );
  }
  if (lookup.loading && !lookup.data) return <PageLoader />;
  const reservation = lookup.data?.reservationByToken;
  // a used or unknown link is not found (404); any other failure is the generic page, as before
  if (!reservation && lookup.error && toAppError(lookup.error).status !== 404) return <NotFound />;
  if (!reservation) {
    return (
      <div className="cg-page cg-page--narrow wl-cancel">
        <PageHeader title={t('wishlists.cancel.invalidTitle')} />
        <section className="cg-panel">
          <p className="wl-cancel__summary">{t('wishlists.cancel.invalidText')}</p>
          <ButtonLink to={paths.view(id)}>{t('wishlists.cancel.backToList')}</ButtonLink>
        </section>
      </div>
    );
  }

  return (
    <div className="cg-page cg-page--narrow wl-cancel">
      <PageHeader title={t('wishlists.cancel.pageTitle')} />
      <section className="cg-panel">
        <p className="wl-cancel__summary">
          {t('wishlists.cancel.summary', { item: reservation.item.title, wishlist: reservation.wishlist.title })}
        </p>
        {/* on the server's page, the cancel island answers it (its confirmation names the item) */}
        <Button danger type="primary" onClick={() => setConfirming(true)} data-island-tap="cancel" data-item-title={reservation.item.title}>
          {t('wishlists.cancel.button')}
        </Button>
      </section>
      <IrreversibleConfirmDialog
        open={confirming}
        title={t('wishlists.cancel.dialogTitle')}
        question={t('wishlists.cancel.confirm', { item: reservation.item.title })}
        warning={t('wishlists.cancel.irreversible')}
        loading={cancellation.loading}
        error={cancellation.error}
        onConfirm={confirm}
        onClose={() => {
          setConfirming(false);
          cancellation.reset();
        }}
      />
    </div>
  );
}
