import { CheckOutlined, CopyOutlined, DownloadOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Space } from 'antd';
import { useId } from 'react';
import { Link } from '@cigogne/ui/router';
import { useCopyToClipboard } from './useCopyToClipboard';
import { useQrCode } from './useQrCode';
import { useT } from '../i18n/useT';

interface Props {
  /** Absolute URL of the public page (see publicUrl). */
  url: string;
  isPublic: boolean;
  /** App path of the item's edit screen, linked from the private warning. */
  editPath: string;
  /** Title given to the native share sheet. */
  shareTitle?: string;
  /** Name of the downloaded QR code image. */
  qrFileName?: string;
}

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * The share screen body (docs/product.md#visibility-and-sharing): for a public item, its link with a copy button
 * ('Copié !' for 2 s) and, where the browser has one, the native share button; for a private
 * item, only a warning linking to its edit screen (share links exist only for public items).
 * A public link also gets its QR code (relatives scan it at a baby shower), downloadable as PNG.
 */
export function SharePanel({ url, isPublic, editPath, shareTitle, qrFileName = 'qr-code.png' }: Props) {
  const inputId = useId();
  const { copied, copy } = useCopyToClipboard();
  // Drawn for public items only: a private one has no link to encode.
  const qrCode = useQrCode(isPublic ? url : null);
  const t = useT();

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
      <figure style={{ margin: '20px 0 0' }}>
        {qrCode ? (
          <img src={qrCode} alt={t('common.share.qrAlt')} width={160} height={160} style={{ display: 'block' }} />
        ) : (
          <div style={{ width: 160, height: 160 }} aria-hidden />
        )}
        <figcaption style={{ color: '#5b6270', margin: '8px 0' }}>{t('common.share.qrHint')}</figcaption>
        <Button icon={<DownloadOutlined aria-hidden />} href={qrCode} download={qrFileName} disabled={!qrCode}>
          {t('common.share.qrDownload')}
        </Button>
      </figure>
    </div>
  );
}

export default SharePanel;
