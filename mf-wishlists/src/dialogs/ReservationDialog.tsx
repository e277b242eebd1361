import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Dialog } from '@cigogne/ui/dialogs/Dialog';
import { Button, Form, Result } from 'antd';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { ReservationGuestFields } from './ReservationGuestFields';
import { ReservationShareField } from './ReservationShareField';
import { useReservation, type ReservationValues, type ReservedItem } from './useReservation';

interface Props {
  wishlistId: string;
  item: ReservedItem;
  onClose: () => void;
}

/**
 * The guest's reservation, no account needed (docs/product.md#reservations): name and e-mail required,
 * anonymity and a message optional; how many units of an item of several, or the amount pledged
 * toward a group gift (docs/product.md#quantities-and-group-gifts). Success says the cancel link was
 * mailed; alreadyReserved (someone was faster) or more than is left refreshes the list.
 */
export function ReservationDialog({ wishlistId, item, onClose }: Props) {
  const t = useWishlistsT();
  const reservation = useReservation(wishlistId, item);
  const { sentTo, loading, form } = reservation;

  return (
    <Dialog
      open
      title={t(item.groupGift ? 'wishlists.reserve.contributeTitle' : 'wishlists.reserve.title', { title: item.title })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        sentTo ? (
          <Button type="primary" onClick={onClose}>
            {t('common.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" loading={loading} onClick={() => form.submit()}>
              {t(item.groupGift ? 'wishlists.reserve.contributeSubmit' : 'wishlists.reserve.submit')}
            </Button>
          </>
        )
      }
    >
      {sentTo ? (
        <Result
          status="success"
          title={t(item.groupGift ? 'wishlists.reserve.pledgedTitle' : 'wishlists.reserve.successTitle')}
          subTitle={t('wishlists.reserve.successText', { email: sentTo })}
        />
      ) : (
        <Form<ReservationValues>
          form={reservation.form}
          layout="vertical"
          initialValues={{ name: '', email: '', isAnonymous: false, message: '', quantity: 1, amount: null }}
          onFinish={reservation.finish}
        >
          <p className="cg-muted">{t('wishlists.reserve.intro')}</p>
          {item.groupGift && <p className="wl-pledge-notice">{t('wishlists.reserve.pledgeNotice')}</p>}
          <FormErrorBanner error={reservation.shownError} form={reservation.form} />
          <ReservationShareField item={item} left={reservation.left} />
          <ReservationGuestFields />
          {/* Enter in a field submits, as in any form. */}
          <button type="submit" hidden />
        </Form>
      )}
    </Dialog>
  );
}

export default ReservationDialog;
