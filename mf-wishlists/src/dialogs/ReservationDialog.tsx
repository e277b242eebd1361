import { useReserveWishlistItemMutation } from '@cigogne/graphql/wishlists';
import { toAppError } from '@cigogne/ui/errors/appError';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { useApolloClient } from '@cigogne/ui/apollo/facade';
import { formatEuros } from '@cigogne/ui/format/money';
import { Button, Checkbox, Form, Input, InputNumber, Result } from 'antd';
import { Dialog } from '@cigogne/ui/dialogs/Dialog';
import { useState } from 'react';
import { textOrNull } from '../forms/itemRules';
import type { WishlistItemView } from '../data/wishlistView';
import { useWishlistsT } from '../i18n/useWishlistsT';

/** Limits of the gateway's ReserveInput (docs/product.md#validation). */
const LIMITS = { name: 50, email: 254, message: 500 } as const;

interface Values {
  name: string;
  email: string;
  isAnonymous: boolean;
  message: string;
  quantity: number;
  amount: number | null;
}

interface Props {
  wishlistId: string;
  item: Pick<WishlistItemView, 'id' | 'title' | 'quantity' | 'reservedQuantity' | 'groupGift' | 'fundedAmount' | 'price'>;
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
  const client = useApolloClient();
  const [form] = Form.useForm<Values>();
  const [reserve, { loading, error }] = useReserveWishlistItemMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // `item` follows the list (refetched on a refusal, or live), so what is left is never stale
  const unitsLeft = item.quantity - item.reservedQuantity;
  const euroLeft = Math.round(((item.price ?? 0) - item.fundedAmount) * 100) / 100;
  const asked = Form.useWatch(item.groupGift ? 'amount' : 'quantity', form);
  const over = typeof asked === 'number' && asked > (item.groupGift ? euroLeft : unitsLeft);
  // the field's own sentence says how much is left; "more than left" needs no banner above it
  const shownError = error && toAppError(error).fieldErrors.some((f) => f.message === 'validation.moreThanLeft') ? null : error;
  const leftSentence = item.groupGift
    ? t(over ? 'wishlists.reserve.amountOver' : 'wishlists.reserve.amountHelp', { left: formatEuros(euroLeft) })
    : t(unitsLeft <= 0 ? 'wishlists.reserve.noneLeft' : over ? 'wishlists.reserve.quantityOver' : 'wishlists.reserve.quantityHelp', {
        left: unitsLeft,
      });
  const share = (values: Values) => (item.groupGift ? { amount: values.amount } : item.quantity > 1 ? { quantity: values.quantity } : {});

  const finish = async (values: Values) => {
    const email = values.email.trim();
    try {
      await reserve({
        variables: {
          wishlistId,
          itemId: item.id,
          input: {
            name: values.name.trim(),
            email,
            isAnonymous: values.isAnonymous,
            message: textOrNull(values.message),
            ...share(values),
          },
        },
      });
      setSentTo(email);
    } catch (failure) {
      const { type } = toAppError(failure);
      if (type === 'alreadyReserved' || type === 'invalidForm') await client.refetchQueries({ include: ['Wishlist'] });
    }
  };

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
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ name: '', email: '', isAnonymous: false, message: '', quantity: 1, amount: null }}
          onFinish={finish}
        >
          <p className="cg-muted">{t('wishlists.reserve.intro')}</p>
          {item.groupGift && <p className="wl-pledge-notice">{t('wishlists.reserve.pledgeNotice')}</p>}
          <FormErrorBanner error={shownError} form={form} />
          {item.groupGift && (
            <Form.Item
              name="amount"
              label={t('wishlists.reserve.amount')}
              help={over ? leftSentence : undefined}
              validateStatus={over ? 'error' : undefined}
              extra={over ? undefined : leftSentence}
              rules={[
                { required: true, message: t('errors.validation.required') },
                { type: 'number', min: 1, message: t('errors.validation.min') },
                { type: 'number', max: euroLeft, message: leftSentence },
              ]}
            >
              <InputNumber min={1} step={1} precision={2} decimalSeparator="," inputMode="decimal" style={{ width: 160 }} />
            </Form.Item>
          )}
          {!item.groupGift && item.quantity > 1 && (
            <Form.Item
              name="quantity"
              label={t('wishlists.reserve.quantity')}
              help={over || unitsLeft <= 0 ? leftSentence : undefined}
              validateStatus={over || unitsLeft <= 0 ? 'error' : undefined}
              extra={over || unitsLeft <= 0 ? undefined : leftSentence}
              rules={[
                { required: true, message: t('errors.validation.required') },
                { type: 'number', min: 1, max: unitsLeft, message: leftSentence },
              ]}
            >
              {/* no max on the input: 7 typed when 6 are left stays 7 and is refused, never quietly made 6 */}
              <InputNumber min={1} precision={0} inputMode="numeric" style={{ width: 120 }} />
            </Form.Item>
          )}
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
    </Dialog>
  );
}

export default ReservationDialog;
