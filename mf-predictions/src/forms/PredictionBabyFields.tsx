import { ThemeColorPicker } from '@cigogne/ui/theme-color/ThemeColorPicker';
import { VisibilityRadioGroup } from '@cigogne/ui/visibility/VisibilityRadioGroup';
import { DatePicker, Form, Input, Radio } from 'antd';
import { PREDICTION_GENDERS } from '../data/guesses';
import { usePredictionsT } from '../i18n/usePredictionsT';

export const DATE_FORMAT = 'DD/MM/YYYY';

/** The baby and the page: first name, gender and due date (required), theme colour and visibility. */
export function PredictionBabyFields() {
  const t = usePredictionsT();
  const required = { required: true, message: t('errors.validation.required') };
  return (
    <>
      <Form.Item
        name="firstName"
        label={t('predictions.form.firstName')}
        extra={t('predictions.form.firstNameHint')}
        rules={[
          { ...required, whitespace: true },
          { max: 50, message: t('errors.validation.nameMaxLength') },
        ]}
      >
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="gender" label={t('predictions.form.gender')} rules={[required]}>
        <Radio.Group
          options={PREDICTION_GENDERS.map((value) => ({ value, label: t(`predictions.gender.${value}`) }))}
          optionType="button"
          buttonStyle="solid"
          aria-label={t('predictions.form.gender')}
        />
      </Form.Item>
      <Form.Item name="dueDate" label={t('predictions.form.dueDate')} rules={[required]}>
        <DatePicker format={DATE_FORMAT} style={{ width: '100%', maxWidth: 280 }} />
      </Form.Item>
      <Form.Item name="themeColor" label={t('predictions.form.themeColor')}>
        <ThemeColorPicker aria-label={t('predictions.form.themeColor')} />
      </Form.Item>
      <Form.Item name="visibility" label={t('predictions.form.visibility')}>
        <VisibilityRadioGroup aria-label={t('predictions.form.visibility')} />
      </Form.Item>
    </>
  );
}
