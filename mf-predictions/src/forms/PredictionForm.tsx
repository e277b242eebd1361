import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { DEFAULT_THEME_COLOR, type ThemeColorName } from '@cigogne/ui/theme-color/palette';
import { ThemeColorPicker } from '@cigogne/ui/theme-color/ThemeColorPicker';
import { FormActions } from '@cigogne/ui/forms/FormActions';
import { VisibilityRadioGroup } from '@cigogne/ui/visibility/VisibilityRadioGroup';
import type { Gender, PredictionInput, Visibility } from '@cigogne/graphql/predictions';
import { DatePicker, Form, Input, Radio, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { GUESS_FLAGS, PREDICTION_GENDERS, type GuessFlag } from '../data/guesses';
import { usePredictionsT } from '../i18n/usePredictionsT';

type Flags = Record<GuessFlag | 'revealGender' | 'revealFirstName', boolean>;

export interface PredictionFormValues extends Flags {
  firstName: string;
  gender: Gender | undefined;
  dueDate: Dayjs | null;
  themeColor: ThemeColorName;
  visibility: Visibility;
}

interface Props {
  /** The prediction being edited; absent on create (defaults: private, blue, nothing guessed). */
  initial?: Omit<PredictionInput, 'dueDate'> & { dueDate: string };
  submitLabel: string;
  submitting: boolean;
  /** What the last save failed with: banner + 422 field errors under the inputs. */
  error: unknown;
  onSubmit: (input: PredictionInput) => void;
  onCancel: () => void;
  /** The wishlist block of an existing prediction. */
  children?: ReactNode;
}

export const DATE_FORMAT = 'DD/MM/YYYY';

/**
 * The prediction form (docs/product.md#validation): first name, gender and due date required, visibility,
 * theme colour, the guesses and reveals. Surprise turns revealGender off and disables it; birth time
 * and birth moment exclude each other.
 */
export function PredictionForm({ initial, submitLabel, submitting, error, onSubmit, onCancel, children }: Props) {
  const t = usePredictionsT();
  const [form] = Form.useForm<PredictionFormValues>();
  const gender = Form.useWatch('gender', form);
  const required = { required: true, message: t('errors.validation.required') };

  const initialValues: PredictionFormValues = {
    firstName: initial?.firstName ?? '',
    gender: initial?.gender,
    dueDate: initial ? dayjs(initial.dueDate) : null,
    themeColor: (initial?.themeColor as ThemeColorName) ?? DEFAULT_THEME_COLOR,
    visibility: initial?.visibility ?? 'private',
    guessBirthDate: initial?.guessBirthDate ?? false,
    guessBirthTime: initial?.guessBirthTime ?? false,
    guessBirthMoment: initial?.guessBirthMoment ?? false,
    guessWeight: initial?.guessWeight ?? false,
    guessSize: initial?.guessSize ?? false,
    guessEyeColor: initial?.guessEyeColor ?? false,
    guessHairColor: initial?.guessHairColor ?? false,
    revealGender: initial?.revealGender ?? false,
    revealFirstName: initial?.revealFirstName ?? false,
  };

  // docs/product.md#validation: the exclusions apply as the owner clicks, not only on save.
  const onValuesChange = (changed: Partial<PredictionFormValues>) => {
    if (changed.gender === 'surprise') form.setFieldValue('revealGender', false);
    if (changed.guessBirthTime) form.setFieldValue('guessBirthMoment', false);
    if (changed.guessBirthMoment) form.setFieldValue('guessBirthTime', false);
  };

  const finish = (values: PredictionFormValues) => {
    const flags = Object.fromEntries([...GUESS_FLAGS, 'revealFirstName'].map((flag) => [flag, Boolean(values[flag as keyof Flags])]));
    onSubmit({
      ...flags,
      firstName: values.firstName.trim(),
      gender: values.gender!,
      // noon local: the day stays the same in every time zone the date is read in
      dueDate: values.dueDate!.hour(12).minute(0).second(0).millisecond(0).toISOString(),
      themeColor: values.themeColor,
      visibility: values.visibility,
      revealGender: values.gender !== 'surprise' && values.revealGender,
    });
  };

  // The switch inside its label: the label names it and a click on the text toggles it.
  const toggle = (name: keyof Flags, disabled = false) => (
    <label key={name} className={`pr-toggle${disabled ? ' pr-toggle--disabled' : ''}`}>
      <Form.Item name={name} valuePropName="checked" noStyle>
        <Switch disabled={disabled} />
      </Form.Item>
      <span>{t(`predictions.form.${name}`)}</span>
    </label>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onFinish={finish}
      requiredMark
      scrollToFirstError
    >
      <FormErrorBanner error={error} form={form} />
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
      <fieldset className="pr-fieldset">
        <legend>{t('predictions.form.guesses')}</legend>
        <p className="pr-hint">{t('predictions.form.guessesHint')}</p>
        <div className="pr-switches">{GUESS_FLAGS.map((flag) => toggle(flag))}</div>
      </fieldset>
      <fieldset className="pr-fieldset">
        <legend>{t('predictions.form.reveals')}</legend>
        <div className="pr-switches">
          {toggle('revealGender', gender === 'surprise')}
          {toggle('revealFirstName')}
        </div>
        {gender === 'surprise' ? <p className="pr-hint">{t('predictions.form.surpriseHint')}</p> : null}
      </fieldset>
      {children}
      <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
    </Form>
  );
}
