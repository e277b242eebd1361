import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useWishlistsT } from '../i18n/useWishlistsT';

/** The wishlist description textarea has 10 rows (docs/product.md#languages-and-formats). */
export const DESCRIPTION_ROWS = 10;
/** The gateway's limits (wishlist.inputs.ts): the inputs stop there instead of answering 422. */
export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 2000;
export const DATE_FORMAT = 'DD/MM/YYYY';

/** A picked day as the gateway stores it: noon UTC, so no time zone moves it to the day before. */
export const toApiDate = (day: Dayjs | null | undefined): string | null => (day ? `${day.format('YYYY-MM-DD')}T12:00:00.000Z` : null);
export const fromApiDate = (date: string | null | undefined): Dayjs | null => (date ? dayjs(date.slice(0, 10)) : null);

/** Title (required, also when editing: docs/product.md#validation), date and description (10 rows), shared by create and edit. */
export function WishlistFields({ onBlurField }: { onBlurField?: (name: 'title' | 'description') => void }) {
  const t = useWishlistsT();
  return (
    <>
      <Form.Item
        name="title"
        label={t('wishlists.form.title')}
        rules={[
          { required: true, whitespace: true, message: t('errors.validation.required') },
          { max: TITLE_MAX, message: t('errors.validation.maxLength') },
        ]}
      >
        <Input
          placeholder={t('wishlists.form.titlePlaceholder')}
          maxLength={TITLE_MAX}
          autoComplete="off"
          onBlur={onBlurField && (() => onBlurField('title'))}
        />
      </Form.Item>
      <Form.Item name="date" label={t('wishlists.form.date')} extra={t('wishlists.form.dateHelp')}>
        <DatePicker format={DATE_FORMAT} style={{ width: '100%', maxWidth: 220 }} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('wishlists.form.description')}
        extra={t('wishlists.form.descriptionHelp')}
        rules={[{ max: DESCRIPTION_MAX, message: t('errors.validation.maxLength') }]}
      >
        <Input.TextArea rows={DESCRIPTION_ROWS} maxLength={DESCRIPTION_MAX} onBlur={onBlurField && (() => onBlurField('description'))} />
      </Form.Item>
    </>
  );
}
