import { useRetryMailMutation } from '@cigogne/graphql/admin';
import { toAppError } from '@cigogne/ui/errors/appError';
import { useErrorMessages } from '@cigogne/ui/errors/useErrorMessages';
import { RedoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useAdminT } from '../i18n/useAdminT';

interface Props {
  id: string;
  recipient: string;
  /** What the operator is told: a success or the error's message. */
  onFeedback: (feedback: { ok: boolean; text: string }) => void;
}

/** Queues a failed mail again; the list is read again after (the row leaves a "failed" filter). */
export function RetryMailButton({ id, recipient, onFeedback }: Props) {
  const t = useAdminT();
  const { typeMessage } = useErrorMessages();
  const [retry, { loading }] = useRetryMailMutation({ refetchQueries: ['AdminMails'], awaitRefetchQueries: true });
  const click = async () => {
    try {
      await retry({ variables: { id } });
      onFeedback({ ok: true, text: t('admin.mails.retried', { recipient }) });
    } catch (error) {
      onFeedback({ ok: false, text: typeMessage(toAppError(error).type) });
    }
  };
  return (
    <Button
      size="small"
      icon={<RedoOutlined aria-hidden />}
      loading={loading}
      onClick={() => void click()}
      aria-label={t('admin.mails.retryLabel', { recipient })}
    >
      {t('admin.mails.retry')}
    </Button>
  );
}
