import { Checkbox, Form, InputNumber } from 'antd';
import { useWishlistsT } from '../i18n/useWishlistsT';

/** Limits of the gateway's item input (docs/product.md#quantities-and-group-gifts). */
export const MAX_QUANTITY = 99;

interface Props {
  /** The details dialog saves each field as it changes; the add form sends them with the rest. */
  onSave?: (field: 'quantity' | 'groupGift' | 'mostWanted') => void;
}

/**
 * How many of an item the family wishes for, whether relatives fund it together (a group gift needs a
 * price: the gateway says so under the price field), and whether it is the most wanted.
 */
export function ItemKindFields({ onSave }: Props) {
  const t = useWishlistsT();
  const groupGift = Form.useWatch<boolean | undefined>('groupGift');
  return (
    <>
      <Form.Item name="groupGift" valuePropName="checked" extra={t('wishlists.item.form.groupGiftHelp')}>
        <Checkbox onChange={() => onSave && setTimeout(() => onSave('groupGift'))}>{t('wishlists.item.form.groupGift')}</Checkbox>
      </Form.Item>
      {!groupGift && (
        <Form.Item
          name="quantity"
          label={t('wishlists.item.form.quantity')}
          rules={[{ type: 'number', min: 1, max: MAX_QUANTITY, message: t('errors.validation.max') }]}
        >
          <InputNumber
            min={1}
            max={MAX_QUANTITY}
            precision={0}
            inputMode="numeric"
            style={{ width: 120 }}
            onBlur={() => onSave?.('quantity')}
          />
        </Form.Item>
      )}
      <Form.Item name="mostWanted" valuePropName="checked">
        <Checkbox onChange={() => onSave && setTimeout(() => onSave('mostWanted'))}>{t('wishlists.item.form.mostWanted')}</Checkbox>
      </Form.Item>
    </>
  );
}
