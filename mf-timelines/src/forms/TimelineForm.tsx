import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { DEFAULT_THEME_COLOR, type ThemeColorName } from '@cigogne/ui/theme-color/palette';
import { ThemeColorPicker } from '@cigogne/ui/theme-color/ThemeColorPicker';
import type { TimelineInput, Visibility } from '@cigogne/graphql/timelines';
import { FormActions } from '@cigogne/ui/forms/FormActions';
import { VisibilityRadioGroup } from '@cigogne/ui/visibility/VisibilityRadioGroup';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { isFutureDay, notInFuture } from '@cigogne/ui/forms/dateRules';
import { useTimelinesT } from '../i18n/useTimelinesT';

export interface TimelineFormValues {
  title: string;
  firstName: string;
  birthDate: Dayjs | null;
  themeColor: ThemeColorName;
  visibility: Visibility;
}

interface Props {
  /** The timeline being edited; absent on create (defaults: blue, private). */
  initial?: { title: string; firstName: string; birthDate: string; themeColor: string; visibility: Visibility };
  submitLabel: string;
  submitting: boolean;
  /** What the last save failed with: banner + 422 field errors under the inputs. */
  error: unknown;
  onSubmit: (input: TimelineInput) => void;
  onCancel: () => void;
}

export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

/** Title, first name, birth date and time, theme colour and visibility (docs/product.md#owner-screens). */
export function TimelineForm({ initial, submitLabel, submitting, error, onSubmit, onCancel }: Props) {
  const t = useTimelinesT();
  const [form] = Form.useForm<TimelineFormValues>();
  const required = { required: true, whitespace: true, message: t('errors.validation.required') };

  const initialValues: TimelineFormValues = {
    title: initial?.title ?? '',
    firstName: initial?.firstName ?? '',
    birthDate: initial ? dayjs(initial.birthDate) : null,
    themeColor: (initial?.themeColor as ThemeColorName) ?? DEFAULT_THEME_COLOR,
    visibility: initial?.visibility ?? 'private',
  };

  const finish = (values: TimelineFormValues) =>
    onSubmit({
      title: values.title.trim(),
      firstName: values.firstName.trim(),
      birthDate: values.birthDate!.toISOString(),
      themeColor: values.themeColor,
      visibility: values.visibility,
    });

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={finish} requiredMark className="tl-form" scrollToFirstError>
      <FormErrorBanner error={error} form={form} />
      <Form.Item name="title" label={t('timelines.form.title')} rules={[required, { max: 100, message: t('errors.validation.maxLength') }]}>
        <Input placeholder={t('timelines.form.titlePlaceholder')} maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="firstName"
        label={t('timelines.form.firstName')}
        rules={[required, { max: 50, message: t('errors.validation.nameMaxLength') }]}
      >
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="birthDate"
        label={t('timelines.form.birthDate')}
        rules={[{ required: true, message: t('errors.validation.required') }, notInFuture(t('timelines.validation.birthDateFuture'))]}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format={DATE_TIME_FORMAT}
          disabledDate={isFutureDay}
          classNames={{ popup: { root: 'tl-datetime-popup' } }}
          style={{ width: '100%', maxWidth: 280 }}
        />
      </Form.Item>
      <Form.Item name="themeColor" label={t('timelines.form.themeColor')}>
        <ThemeColorPicker aria-label={t('timelines.form.themeColor')} />
      </Form.Item>
      <Form.Item
        name="visibility"
        label={t('timelines.form.visibility')}
        rules={[{ required: true, message: t('errors.validation.required') }]}
      >
        <VisibilityRadioGroup aria-label={t('timelines.form.visibility')} />
      </Form.Item>
      <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
    </Form>
  );
}
