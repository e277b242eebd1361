import { Button, Card, message, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../session/SessionContext';
import { useShellT } from '../../i18n/useShellT';
import { rememberAccountDeleted } from './accountDeletedNotice';
import { downloadAccountData } from './downloadAccountData';

// the dialog (and its mutation) loads when the danger button is pressed, not with the account page
const DeleteAccountDialog = lazy(() => import('./DeleteAccountDialog').then((m) => ({ default: m.DeleteAccountDialog })));

/**
 * The account page's GDPR section: download everything the account owns (one JSON file), and the
 * danger zone that erases the account after the password is confirmed, then signs out.
 */
export function AccountDataSection() {
  const t = useShellT();
  const { signOut } = useSession();
  const [messageApi, messageHolder] = message.useMessage();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // mounted from the first opening on, so closing animates and gives the focus back to the button
  const [dialogLoaded, setDialogLoaded] = useState(false);

  const onDownload = () => {
    setDownloading(true);
    downloadAccountData()
      .catch(() => messageApi.error(t('shell.accountData.downloadFailed')))
      .finally(() => setDownloading(false));
  };

  const onDeleted = () => {
    // the confirmation is shown by /login, after signOut's reload
    rememberAccountDeleted();
    signOut();
  };

  return (
    <>
      {messageHolder}
      <Card title={<h2 className="card-title">{t('shell.accountData.title')}</h2>} style={{ marginTop: 20 }}>
        <Typography.Paragraph id="account-data-help">{t('shell.accountData.help')}</Typography.Paragraph>
        <Button icon={<DownloadOutlined />} onClick={onDownload} loading={downloading} aria-describedby="account-data-help">
          {t('shell.accountData.download')}
        </Button>
      </Card>
      <Card
        title={<h2 className="card-title">{t('shell.accountData.dangerZone')}</h2>}
        style={{ marginTop: 20, borderColor: 'var(--ant-color-error, #cf1322)' }}
      >
        <Typography.Paragraph id="account-delete-help">{t('shell.accountData.deleteHelp')}</Typography.Paragraph>
        <Button
          danger
          onClick={() => {
            setDialogLoaded(true);
            setConfirming(true);
          }}
          aria-describedby="account-delete-help"
        >
          {t('shell.accountData.delete')}
        </Button>
      </Card>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={confirming} onCancel={() => setConfirming(false)} onDeleted={onDeleted} />
        </Suspense>
      )}
    </>
  );
}
