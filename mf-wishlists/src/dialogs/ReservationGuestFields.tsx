import { Checkbox, Form, Input } from 'antd';
import { useWishlistsT } from '../i18n/useWishlistsT';

/** Limits of the gateway's ReserveInput (docs/product.md#validation). */
const LIMITS = { name: 50, email: 254, message: 500 } as const;

/** Who reserves: name and e-mail required, anonymity and a message for the family optional. */
export function ReservationGuestFields() {
  const t = useWishlistsT();
  return (
    <>
      <Form.Item
        name="name"
        label={t('wishlists.reserve.name')}
        rules={[
          { required: true, whitespace: true, message: t('errors.validation.required') },
          { max: LIMITS.name, message: t('errors.validation.nameMaxLength') },
        ]}
      >
        <Input autoComplete="name" maxLength={LIMITS.name} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('wishlists.reserve.email')}
        extra={t('wishlists.reserve.emailHelp')}
        rules={[
          { required: true, whitespace: true, message: t('errors.validation.required') },
          { type: 'email', message: t('errors.validation.email') },
          { max: LIMITS.email, message: t('errors.validation.maxLength') },
        ]}
      >
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item name="isAnonymous" valuePropName="checked">
        <Checkbox>{t('wishlists.reserve.anonymous')}</Checkbox>
      </Form.Item>
      <Form.Item
        name="message"
        label={t('wishlists.reserve.message')}
        rules={[{ max: LIMITS.message, message: t('errors.validation.maxLength') }]}
      >
        <Input.TextArea rows={3} maxLength={LIMITS.message} showCount />
      </Form.Item>
    </>
  );
}
