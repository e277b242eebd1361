import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { isFutureDay, notInFuture } from '@cigogne/ui/forms/dateRules';
import type { BirthInput, EyeColor, Gender, HairColor } from '@cigogne/graphql/predictions';
import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { EYE_COLORS, GUESS_GENDERS, HAIR_COLORS, SIZE, WEIGHT } from '../data/guesses';
import { usePredictionsT } from '../i18n/usePredictionsT';

interface BirthFormValues {
  birthDate: Dayjs | null;
  weight: number | null;
  size: number | null;
  gender: Gender | undefined;
  firstName: string;
  eyeColor: EyeColor | undefined;
  hairColor: HairColor | undefined;
  announce: boolean;
}

interface Props {
  /** The first name and gender the owner chose, as a starting point. */
  firstName: string;
  gender: Gender | null;
  submitting: boolean;
  error: unknown;
  onSubmit: (input: BirthInput) => void;
}

/** "The baby is born": the real birth the answers are scored against (docs/product.md#the-birth-and-the-scores). */
export function BirthForm({ firstName, gender, submitting, error, onSubmit }: Props) {
  const t = usePredictionsT();
  const [form] = Form.useForm<BirthFormValues>();
  const required = { required: true, message: t('errors.validation.required') };
  const initialValues: BirthFormValues = {
    birthDate: null,
    weight: null,
    size: null,
    gender: gender === 'boy' || gender === 'girl' ? gender : undefined,
    firstName,
    eyeColor: undefined,
    hairColor: undefined,
    announce: false,
  };
  const finish = (values: BirthFormValues) =>
    onSubmit({
      birthDate: values.birthDate!.toISOString(),
      birthTime: values.birthDate!.format('HH:mm'),
      weight: values.weight!,
      size: values.size!,
      gender: values.gender!,
      firstName: values.firstName.trim(),
      eyeColor: values.eyeColor ?? null,
      hairColor: values.hairColor ?? null,
      announce: values.announce,
    });
  const radios = (values: readonly string[], prefix: 'predictions.eye' | 'predictions.hair' | 'predictions.gender', label: string) => (
    <Radio.Group
      options={values.map((value) => ({ value, label: t(`${prefix}.${value}` as 'predictions.eye.blue') }))}
      aria-label={label}
    />
  );

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={finish} requiredMark className="pr-birth-form">
      <FormErrorBanner error={error} form={form} />
      <Form.Item
        name="birthDate"
        label={t('predictions.birth.birthDate')}
        rules={[required, notInFuture(t('predictions.birth.birthDateFuture'))]}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="DD/MM/YYYY HH:mm"
          disabledDate={isFutureDay}
          style={{ width: '100%', maxWidth: 280 }}
        />
      </Form.Item>
      <div className="pr-form-row">
        <Form.Item name="weight" label={t('predictions.birth.weight')} rules={[required]}>
          <InputNumber min={WEIGHT.min} max={WEIGHT.max} step={0.01} suffix="kg" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="size" label={t('predictions.birth.size')} rules={[required]}>
          <InputNumber min={SIZE.min} max={SIZE.max} step={0.5} suffix="cm" style={{ width: 160 }} />
        </Form.Item>
      </div>
      <Form.Item name="gender" label={t('predictions.birth.gender')} rules={[required]}>
        {radios(GUESS_GENDERS, 'predictions.gender', t('predictions.birth.gender'))}
      </Form.Item>
      <Form.Item
        name="firstName"
        label={t('predictions.birth.firstName')}
        rules={[
          { ...required, whitespace: true },
          { max: 50, message: t('errors.validation.nameMaxLength') },
        ]}
      >
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="eyeColor" label={t('predictions.birth.eyeColor')}>
        {radios(EYE_COLORS, 'predictions.eye', t('predictions.birth.eyeColor'))}
      </Form.Item>
      <Form.Item name="hairColor" label={t('predictions.birth.hairColor')}>
        {radios(HAIR_COLORS, 'predictions.hair', t('predictions.birth.hairColor'))}
      </Form.Item>
      <Form.Item name="announce" valuePropName="checked" extra={t('predictions.birth.announceHint')}>
        <Checkbox>{t('predictions.birth.announce')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('predictions.birth.submit')}
      </Button>
    </Form>
  );
}
