import { useSendContactMutation } from '@cigogne/graphql/contact';
import type { AppError } from '@cigogne/ui/errors/appError';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Button, Card, Form, Input, Result, Typography } from 'antd';
import { useNavigate } from '@cigogne/ui/router';
import { useShellT } from '../i18n/useShellT';

interface Values {
  subject: string;
  message: string;
}

/** Server answers shown as such; any other failure is 'An error occurred while sending the message…'. */
const messageIdFor = (error: AppError) =>
  error.type === 'contactLimitReached' || error.type === 'invalidForm' ? undefined : 'shell.contact.sendFailed';

/** /contact: subject and message; submit disabled until both are non-blank; a success state. */
export function ContactPage() {
  const t = useShellT();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const subject = Form.useWatch('subject', form) ?? '';
  const message = Form.useWatch('message', form) ?? '';
  const [sendContact, { loading, error, data }] = useSendContactMutation();
  const blank = !subject.trim() || !message.trim();

  const onFinish = (values: Values) =>
    sendContact({ variables: { input: { subject: values.subject.trim(), message: values.message.trim() } } }).catch(() => undefined);

  if (data) {
    return (
      <div className="page page--narrow">
        <Card>
          <Result
            status="success"
            title={<h1 className="result-title">{t('shell.contact.successTitle')}</h1>}
            subTitle={t('shell.contact.successText')}
            extra={
              <Button type="primary" onClick={() => navigate('/')}>
                {t('common.backHome')}
              </Button>
            }
          />
        </Card>
      </div>
    );
  }

  return (
    <div className="page page--narrow">
      <Typography.Title level={1}>{t('shell.contact.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('shell.contact.subtitle')}</Typography.Paragraph>
      <Card>
        <FormErrorBanner error={error} form={form} messageIdFor={messageIdFor} />
        <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Form.Item name="subject" label={t('shell.contact.subject')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="message" label={t('shell.contact.message')}>
            <Input.TextArea rows={8} maxLength={5000} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" disabled={blank} loading={loading}>
            {t('shell.contact.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}

export default ContactPage;
