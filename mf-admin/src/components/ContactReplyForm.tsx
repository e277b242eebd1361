import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Button, Form, Input } from 'antd';
import { useAdminT } from '../i18n/useAdminT';
import type { useContactReply } from './useContactReply';

/** Same bound as the gateway's ContactReplyInput. */
const ANSWER_MAX = 5000;

interface Props {
  actions: ReturnType<typeof useContactReply>;
  closed: boolean;
}

/** The reply form under a request: the answer, then send, cancel and close. */
export function ContactReplyForm({ actions: { form, send, cancel, closeRequest, replying, closing }, closed }: Props) {
  const t = useAdminT();
  return (
    <Form form={form} layout="vertical" onFinish={send} requiredMark className="adm-reply">
      <FormErrorBanner error={replying.error ?? closing.error} form={form} />
      <Form.Item
        name="answer"
        label={t('admin.contacts.reply')}
        rules={[
          { required: true, whitespace: true, message: t('errors.validation.required') },
          { max: ANSWER_MAX, message: t('errors.validation.maxLength') },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={ANSWER_MAX} />
      </Form.Item>
      <div className="adm-reply__actions">
        <Button type="primary" htmlType="submit" loading={replying.loading}>
          {replying.loading ? t('admin.contacts.sending') : t('admin.contacts.send')}
        </Button>
        <Button onClick={cancel}>{t('common.cancel')}</Button>
        <Button danger onClick={() => void closeRequest()} loading={closing.loading} disabled={closed}>
          {t('admin.contacts.close')}
        </Button>
      </div>
    </Form>
  );
}
