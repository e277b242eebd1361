import { useCloseContactMutation, useReplyToContactMutation } from '@cigogne/graphql/admin';
import { Form, message } from 'antd';
import { useAdminT } from '../i18n/useAdminT';

/** After a reply or a close, the list shows the new status and the detail its new history (docs/product.md#administration-screens). */
const REFETCH = { refetchQueries: ['AdminContacts', 'AdminContact'], awaitRefetchQueries: true };

/** The operator's actions on one request: reply (by mail), close, cancel the draft; each confirmed by a message. */
export function useContactReply(id: string, email: string, onCancel: () => void) {
  const t = useAdminT();
  const [form] = Form.useForm<{ answer: string }>();
  const [messageApi, messageHolder] = message.useMessage();
  const [reply, replying] = useReplyToContactMutation(REFETCH);
  const [close, closing] = useCloseContactMutation(REFETCH);

  const send = async ({ answer }: { answer: string }) => {
    try {
      await reply({ variables: { id, input: { answer } } });
      form.resetFields();
      void messageApi.success(t('admin.contacts.sent', { email }));
    } catch {
      // shown by the banner
    }
  };
  const closeRequest = async () => {
    try {
      await close({ variables: { id } });
      void messageApi.success(t('admin.contacts.closed'));
    } catch {
      // shown by the banner
    }
  };
  const cancel = () => {
    form.resetFields();
    onCancel();
  };
  return { form, messageHolder, send, closeRequest, cancel, replying, closing };
}
