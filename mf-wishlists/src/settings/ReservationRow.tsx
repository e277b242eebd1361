import { HeartOutlined, StopOutlined } from '@ant-design/icons';
import { useThankWishlistReservationMutation } from '@cigogne/graphql/wishlists';
import { formatDateTime } from '@cigogne/ui/format/date';
import { Button, Checkbox } from 'antd';
import { useIntl } from 'react-intl';
import { useReserverName, useShareText, type ItemReservation } from '../components/ReservationsNote';
import { useWishlistsT } from '../i18n/useWishlistsT';

interface Props {
  wishlistId: string;
  item: { id: string; title: string };
  reservation: ItemReservation;
  onCancel: () => void;
  onThank: () => void;
}

/**
 * One reservation in the owner's tab: the item, who (or the anonymous label), their units or pledge,
 * the date, their message, and the thank-you column (docs/product.md#received-and-thanked): a checkbox
 * the owner ticks once they have thanked, with its date, and "Remercier", which mails a note
 * (docs/product.md#thank-you-notes). Apollo's cache takes the answer by id.
 */
export function ReservationRow({ wishlistId, item, reservation: r, onCancel, onThank }: Props) {
  const t = useWishlistsT();
  const intl = useIntl();
  const share = useShareText();
  const name = useReserverName()(r);
  const [thank, thanking] = useThankWishlistReservationMutation();
  const toggle = (thanked: boolean) =>
    thank({
      variables: { wishlistId, itemId: item.id, reservationId: r.id, thanked },
      // ticked at once; the gateway's answer brings its own date (or the error, which undoes it)
      optimisticResponse: {
        thankWishlistReservation: { ...r, thankedAt: thanked ? new Date().toISOString() : null },
      },
    }).catch(() => {
      // thanking.error shows under the checkbox
    });
  return (
    <li className="wl-reservation">
      <div className="wl-reservation__main">
        <h3 className="wl-reservation__title">{item.title}</h3>
        <dl className="wl-reservation__facts">
          <div>
            <dt>{t('wishlists.reservations.by')}</dt>
            <dd>{name}</dd>
          </div>
          <div>
            <dt>{t('wishlists.reservations.share')}</dt>
            <dd>{share(r)}</dd>
          </div>
          <div>
            <dt>{t('wishlists.reservations.date')}</dt>
            <dd>{formatDateTime(r.reservedAt, intl.locale)}</dd>
          </div>
          {r.message && (
            <div className="wl-reservation__message">
              <dt>{t('wishlists.reservations.message')}</dt>
              <dd>{r.message}</dd>
            </div>
          )}
        </dl>
      </div>
      <div className="wl-reservation__side">
        <div className="wl-thanks">
          <Checkbox
            checked={!!r.thankedAt}
            disabled={thanking.loading}
            onChange={(event) => toggle(event.target.checked)}
            aria-label={t('wishlists.reservations.thankLabel', { name, title: item.title })}
          >
            {t('wishlists.reservations.thanked')}
          </Checkbox>
          <p className="wl-thanks__date cg-muted">
            {r.thankedAt
              ? t('wishlists.reservations.thankedOn', { date: formatDateTime(r.thankedAt, intl.locale) })
              : t('wishlists.reservations.notThanked')}
          </p>
          {thanking.error && (
            <p role="alert" className="wl-thanks__error">
              {t('errors.unknown')}
            </p>
          )}
          {r.thankNoteAt ? (
            <p className="wl-thanks__date cg-muted">
              {t('wishlists.thanks.noteSentOn', { date: formatDateTime(r.thankNoteAt, intl.locale) })}
            </p>
          ) : (
            <Button
              icon={<HeartOutlined aria-hidden />}
              onClick={onThank}
              aria-label={t('wishlists.thanks.sendLabel', { name, title: item.title })}
              className="wl-thanks__send"
            >
              {t('wishlists.thanks.send')}
            </Button>
          )}
        </div>
        <Button
          danger
          icon={<StopOutlined aria-hidden />}
          onClick={onCancel}
          aria-label={t('wishlists.reservations.cancelOneLabel', { name, title: item.title })}
        >
          {t('wishlists.details.cancelReservation')}
        </Button>
      </div>
    </li>
  );
}
