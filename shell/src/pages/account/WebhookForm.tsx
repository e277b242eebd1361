import { useCreateWebhookMutation, type WebhookEventType } from '@cigogne/graphql/webhooks';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Button, Checkbox, Form, Input } from 'antd';
import { useShellT } from '../../i18n/useShellT';
import { WEBHOOK_EVENTS, eventLabel } from './webhookLabels';

interface Values {
  url: string;
  events: WebhookEventType[];
}

/** Registers an endpoint (address and events); hands the secret, shown once, to the section. */
export function WebhookForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const t = useShellT();
  const [form] = Form.useForm<Values>();
  const [create, { loading, error }] = useCreateWebhookMutation({ refetchQueries: ['Webhooks'], awaitRefetchQueries: true });

  const onFinish = async ({ url, events }: Values) => {
    const { data } = await create({ variables: { input: { url: url.trim(), eventTypes: events } } }).catch(() => ({ data: undefined }));
    if (!data) return;
    form.resetFields();
    onCreated(data.createWebhook.secret);
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} initialValues={{ url: '', events: [] }}>
      <FormErrorBanner error={error} form={form} />
      <Form.Item
        name="url"
        label={t('shell.webhooks.url')}
        rules={[{ required: true, whitespace: true, message: t('shell.webhooks.urlRequired') }]}
      >
        <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" />
      </Form.Item>
      <Form.Item
        name="events"
        label={t('shell.webhooks.events')}
        // a validator, not `required`: antd would put aria-required on the group, which no group role allows
        rules={[
          {
            validator: (_, v: string[] | undefined) =>
              v?.length ? Promise.resolve() : Promise.reject(new Error(t('shell.webhooks.eventsRequired'))),
          },
        ]}
      >
        <Checkbox.Group
          role="group"
          aria-label={t('shell.webhooks.events')}
          className="webhook-events"
          options={WEBHOOK_EVENTS.map((e) => ({ value: e, label: t(eventLabel(e)) }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={loading}>
        {t('shell.webhooks.add')}
      </Button>
    </Form>
  );
}
