import type { Visibility, WishlistPatchInput } from '@cigogne/graphql/wishlists';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { VisibilityRadioGroup } from '@cigogne/ui/visibility/VisibilityRadioGroup';
import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { BabyFirstNameField } from '../forms/BabyFirstNameField';
import { fromApiDate, toApiDate, WishlistFields } from '../forms/wishlistFields';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { SaveStatus } from './SaveStatus';
import type { SettingsWishlist } from './types';
import { useWishlistSave } from './useWishlistSave';

interface Values {
  title: string;
  description: string;
  date: Dayjs | null;
  visibility: Visibility;
}
type Field = keyof Values;

/**
 * /wishlists/:id/edit: title, date, description and visibility, autosaved (docs/product.md#wishlist-settings): text
 * fields when they lose focus, the date and visibility when they change; each save sends only the
 * field that changed, and nothing when it did not. No submit button.
 */
export function EditTab({ wishlist }: { wishlist: SettingsWishlist }) {
  const t = useWishlistsT();
  const [form] = Form.useForm<Values>();
  const { save, state, error } = useWishlistSave(wishlist.id);

  /** The patch for one field, or null when it equals the saved list (compared with the cache, which follows every save). */
  const patchFor = (field: Field, value: unknown): WishlistPatchInput | null => {
    switch (field) {
      case 'title': {
        const title = String(value ?? '').trim();
        return title === wishlist.title ? null : { title };
      }
      case 'description': {
        const description = String(value ?? '').trim();
        return description === (wishlist.description ?? '') ? null : { description: description || null };
      }
      case 'date': {
        const date = toApiDate(value as Dayjs | null);
        return date?.slice(0, 10) === wishlist.date?.slice(0, 10) ? null : { date };
      }
      case 'visibility':
        return value === wishlist.visibility ? null : { visibility: value as Visibility };
    }
  };

  const saveField = async (field: Field) => {
    try {
      await form.validateFields([field]);
    } catch {
      return; // the message is under the input; nothing is sent
    }
    const patch = patchFor(field, form.getFieldValue(field));
    if (patch) await save(patch);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark
      initialValues={{
        title: wishlist.title,
        description: wishlist.description ?? '',
        date: fromApiDate(wishlist.date),
        visibility: wishlist.visibility,
      }}
      onValuesChange={(changed: Partial<Values>) => {
        if ('date' in changed) void saveField('date');
        if ('visibility' in changed) void saveField('visibility');
      }}
      className="wl-edit"
    >
      <div className="wl-tab-head">
        <p className="cg-muted wl-tab-hint">{t('wishlists.settings.autosaveHint')}</p>
        <SaveStatus state={state} />
      </div>
      <FormErrorBanner error={error} form={form} />
      {wishlist.prediction && <BabyFirstNameField firstName={wishlist.prediction.firstName} />}
      <WishlistFields onBlurField={(field) => void saveField(field)} />
      <Form.Item name="visibility" label={t('wishlists.form.visibility')}>
        <VisibilityRadioGroup aria-label={t('wishlists.form.visibility')} />
      </Form.Item>
    </Form>
  );
}
