import { CheckOutlined, CopyOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Space } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCopyToClipboard } from './useCopyToClipboard';

interface Props {
  /** Absolute URL of the public page (see publicUrl). */
  url: string;
  isPublic: boolean;
  /** App path of the item's edit screen, linked from the private warning. */
  editPath: string;
  /** Title given to the native share sheet. */
  shareTitle?: string;
}

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * The share screen body (SPEC section 2): for a public item, its link with a copy button
 * ('Copié !' for 2 s) and, where the browser has one, the native share button; for a private
 * item, only a warning linking to its edit screen (share links exist only for public items).
 */
export function SharePanel({ url, isPublic, editPath, shareTitle }: Props) {
  const intl = useIntl();
  const inputId = useId();
  const { copied, copy } = useCopyToClipboard();
  const t = (id: string) => intl.formatMessage({ id });

  if (!isPublic) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('common.share.privateTitle')}
        description={
          <>
            {t('common.share.privateDescription')} {/* Underlined: a link inside text must not rely on colour alone (WCAG 1.4.1). */}
            <Link to={editPath} style={{ textDecoration: 'underline' }}>
              {t('common.share.makePublic')}
            </Link>
          </>
        }
      />
    );
  }

  const share = async () => {
    try {
      await navigator.share({ title: shareTitle, url });
    } catch (error) {
      console.error('Native share failed', error);
    }
  };

  return (
    <div className="cigogne-share-panel">
      <label htmlFor={inputId} style={{ display: 'block', fontWeight: 500, marginBottom: 8 }}>
        {t('common.share.linkLabel')}
      </label>
      <Input id={inputId} value={url} readOnly onFocus={(e) => e.currentTarget.select()} style={{ marginBottom: 12 }} />
      <Space wrap>
        <Button type="primary" icon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />} onClick={() => copy(url)}>
          {copied ? t('common.share.copied') : t('common.share.copy')}
        </Button>
        {canShareNatively() && (
          <Button icon={<ShareAltOutlined aria-hidden />} onClick={share}>
            {t('common.share.native')}
          </Button>
        )}
      </Space>
      {/* Announces the confirmation to screen readers; the button label shows it visually. */}
      <span
        role="status"
        aria-live="polite"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' }}
      >
        {copied ? t('common.share.copied') : ''}
      </span>
    </div>
  );
}

export default SharePanel;
