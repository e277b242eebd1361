import { useReserveWishlistItemMutation } from '@cigogne/graphql/wishlists';
import { toAppError } from '@cigogne/ui/errors/appError';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { useApolloClient } from '@cigogne/ui/apollo/facade';
import { Button, Checkbox, Form, Input, Modal, Result } from 'antd';
import { useState } from 'react';
import { textOrNull } from '../forms/itemRules';
import { useWishlistsT } from '../i18n/useWishlistsT';

/** Limits of the gateway's ReserveInput (docs/product.md#validation). */
const LIMITS = { name: 50, email: 254, message: 500 } as const;

interface Values {
  name: string;
  email: string;
  isAnonymous: boolean;
  message: string;
}

interface Props {
  wishlistId: string;
  item: { id: string; title: string };
  onClose: () => void;
}

/**
 * The guest's reservation, no account needed (docs/product.md#reservations): name and e-mail required,
 * anonymity and a message optional. Success says the cancel link was mailed; alreadyReserved (someone
 * was faster) refreshes the list so the item shows as reserved.
 */
export function ReservationDialog({ wishlistId, item, onClose }: Props) {
  const t = useWishlistsT();
  const client = useApolloClient();
  const [form] = Form.useForm<Values>();
  const [reserve, { loading, error }] = useReserveWishlistItemMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const finish = async (values: Values) => {
    const email = values.email.trim();
    try {
      await reserve({
        variables: {
          wishlistId,
          itemId: item.id,
          input: { name: values.name.trim(), email, isAnonymous: values.isAnonymous, message: textOrNull(values.message) },
        },
      });
      setSentTo(email);
    } catch (failure) {
      if (toAppError(failure).type === 'alreadyReserved') await client.refetchQueries({ include: ['Wishlist'] });
    }
  };

  return (
    <Modal
      open
      title={t('wishlists.reserve.title', { title: item.title })}
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
              {t('wishlists.reserve.submit')}
            </Button>
          </>
        )
      }
    >
      {sentTo ? (
        <Result
          status="success"
          title={t('wishlists.reserve.successTitle')}
          subTitle={t('wishlists.reserve.successText', { email: sentTo })}
        />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ name: '', email: '', isAnonymous: false, message: '' }}
          onFinish={finish}
        >
          <p className="cg-muted">{t('wishlists.reserve.intro')}</p>
          <FormErrorBanner error={error} form={form} />
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
          {/* Enter in a field submits, as in any form. */}
          <button type="submit" hidden />
        </Form>
      )}
    </Modal>
  );
}

export default ReservationDialog;
