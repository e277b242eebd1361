import { Form, Input } from 'antd';
import { useWishlistsT } from '../i18n/useWishlistsT';

/** The baby's first name of the prediction a list is made from: shown to the owner, never editable here. */
export function BabyFirstNameField({ firstName }: { firstName: string | null }) {
  const t = useWishlistsT();
  return (
    <Form.Item label={t('wishlists.create.babyFirstName')} htmlFor="wishlist-baby-first-name" extra={t('wishlists.create.fromPrediction')}>
      <Input id="wishlist-baby-first-name" value={firstName ?? ''} readOnly />
    </Form.Item>
  );
}
