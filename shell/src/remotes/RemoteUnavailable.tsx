import { DisconnectOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { FormattedMessage } from 'react-intl';

interface Props {
  onRetry: () => void;
  /** 'page' fills a route area; 'card' fits a dashboard card slot. */
  variant?: 'page' | 'card';
}

/** "This section is unavailable right now." with a Retry button, in place of a remote. */
export function RemoteUnavailable({ onRetry, variant = 'page' }: Props) {
  const page = variant === 'page';
  return (
    <div
      role="status"
      className={`remote-unavailable remote-unavailable--${variant}`}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 12,
        padding: page ? '64px 16px' : '24px 8px',
      }}
    >
      <DisconnectOutlined aria-hidden style={{ fontSize: page ? 48 : 32, color: '#9aa5b1' }} />
      <p style={{ margin: 0, fontSize: page ? 17 : 15, color: '#4a5160' }}>
        <FormattedMessage id="common.remoteUnavailable.description" />
      </p>
      <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </div>
  );
}
