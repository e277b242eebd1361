import { useMeQuery, useResendVerificationEmailMutation } from '@cigogne/graphql/auth';
import { toAppError } from '@cigogne/ui/errors/appError';
import { Alert, Button, Card } from 'antd';
import { useState } from 'react';
import { useShellT } from '../../i18n/useShellT';

/** Whether the address is verified; when not, the link can be sent again (a few times an hour). */
export function EmailVerificationCard() {
  const t = useShellT();
  // from the network on every visit: the address may have been verified elsewhere (the mailed link in another tab)
  const me = useMeQuery({ fetchPolicy: 'cache-and-network' });
  const [resend, { loading }] = useResendVerificationEmailMutation();
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const verified = me.data?.me.emailVerified;
  if (!me.data) return null;

  const onResend = () =>
    resend().then(
      () => setNotice({ type: 'success', text: t('shell.security.resent') }),
      (error: unknown) =>
        setNotice({
          type: 'error',
          text: toAppError(error).type === 'tooManyRequests' ? t('shell.security.resendTooMany') : t('errors.unknown'),
        }),
    );

  return (
    <Card title={<h2 className="card-title">{t('shell.security.emailTitle')}</h2>} style={{ marginTop: 20 }}>
      {/* the address itself is in the profile card above */}
      <p style={{ marginTop: 0 }}>
        <span className={`status-badge status-badge--${verified ? 'ok' : 'warning'}`}>
          {t(verified ? 'shell.security.verified' : 'shell.security.notVerified')}
        </span>
      </p>
      {!verified && (
        <>
          <p>{t('shell.security.notVerifiedHelp')}</p>
          <Button onClick={onResend} loading={loading}>
            {t('shell.security.resend')}
          </Button>
        </>
      )}
      <div role="status" aria-live="polite">
        {notice && <Alert type={notice.type} showIcon title={notice.text} style={{ marginTop: 12 }} />}
      </div>
    </Card>
  );
}
