import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useAdminT } from '../i18n/useAdminT';

/** An admin list that could not load: the screen's message and a retry button (admin queries never retry by themselves). */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useAdminT();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={message}
      action={
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
