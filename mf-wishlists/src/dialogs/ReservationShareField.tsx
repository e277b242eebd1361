import { Form, InputNumber } from 'antd';
import { useWishlistsT } from '../i18n/useWishlistsT';
import type { Reservation, ReservedItem } from './useReservation';

/** The guest's share: the amount pledged toward a group gift, or how many units of an item of several (none for one unit). */
export function ReservationShareField({ item, left }: { item: ReservedItem; left: Reservation['left'] }) {
  const t = useWishlistsT();
  const required = { required: true, message: t('errors.validation.required') };
  if (item.groupGift) {
    return (
      <Form.Item
        name="amount"
        label={t('wishlists.reserve.amount')}
        help={left.over ? left.sentence : undefined}
        validateStatus={left.over ? 'error' : undefined}
        extra={left.over ? undefined : left.sentence}
        rules={[
          required,
          { type: 'number', min: 1, message: t('errors.validation.min') },
          { type: 'number', max: left.euroLeft, message: left.sentence },
        ]}
      >
        <InputNumber min={1} step={1} precision={2} decimalSeparator="," inputMode="decimal" style={{ width: 160 }} />
      </Form.Item>
    );
  }
  if (item.quantity <= 1) return null;
  const refused = left.over || left.unitsLeft <= 0;
  return (
    <Form.Item
      name="quantity"
      label={t('wishlists.reserve.quantity')}
      help={refused ? left.sentence : undefined}
      validateStatus={refused ? 'error' : undefined}
      extra={refused ? undefined : left.sentence}
      rules={[required, { type: 'number', min: 1, max: left.unitsLeft, message: left.sentence }]}
    >
      {/* no max on the input: 7 typed when 6 are left stays 7 and is refused, never quietly made 6 */}
      <InputNumber min={1} precision={0} inputMode="numeric" style={{ width: 120 }} />
    </Form.Item>
  );
}
