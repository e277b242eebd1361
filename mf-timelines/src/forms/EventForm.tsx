import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import type { TimelineEventInput } from '@cigogne/graphql/timelines';
import { FormActions } from '@cigogne/ui/forms/FormActions';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { isFutureDay, notInFuture } from '@cigogne/ui/forms/dateRules';
import { useTimelinesT } from '../i18n/useTimelinesT';

interface EventFormValues {
  title: string;
  date: Dayjs | null;
  description: string;
}

interface Props {
  /** Shown above the buttons (the photos). */
  children?: ReactNode;
  initial?: { title: string; date: string; description: string | null; type: string | null };
  submitLabel: string;
  submitting: boolean;
  error: unknown;
  onSubmit: (input: TimelineEventInput) => void;
  onCancel: () => void;
}

export const DATE_FORMAT = 'DD/MM/YYYY';

/** Title, date and description of an event (title and date required; texts trimmed, empty description absent). */
export function EventForm({ children, initial, submitLabel, submitting, error, onSubmit, onCancel }: Props) {
  const t = useTimelinesT();
  const [form] = Form.useForm<EventFormValues>();

  const initialValues: EventFormValues = {
    title: initial?.title ?? '',
    date: initial ? dayjs(initial.date) : null,
    description: initial?.description ?? '',
  };

  const finish = (values: EventFormValues) => {
    const description = values.description?.trim();
    onSubmit({
      title: values.title.trim(),
      // Keep the stored time of an unchanged day; a newly picked day starts at midnight (local).
      date: (initial && values.date!.isSame(dayjs(initial.date), 'day') ? dayjs(initial.date) : values.date!.startOf('day')).toISOString(),
      description: description ? description : null,
      type: initial?.type ?? null,
    });
  };

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={finish} className="tl-form" scrollToFirstError>
      <FormErrorBanner error={error} form={form} />
      <Form.Item
        name="title"
        label={t('timelines.event.title')}
        rules={[
          { required: true, whitespace: true, message: t('errors.validation.required') },
          { max: 100, message: t('errors.validation.maxLength') },
        ]}
      >
        <Input placeholder={t('timelines.event.titlePlaceholder')} maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="date"
        label={t('timelines.event.date')}
        rules={[{ required: true, message: t('errors.validation.required') }, notInFuture(t('timelines.validation.dateFuture'))]}
      >
        <DatePicker format={DATE_FORMAT} disabledDate={isFutureDay} style={{ width: '100%', maxWidth: 220 }} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('timelines.event.description')}
        rules={[{ max: 2000, message: t('errors.validation.maxLength') }]}
      >
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
      {children}
      <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
    </Form>
  );
}
