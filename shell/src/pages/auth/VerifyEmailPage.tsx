import { useVerifyEmailMutation } from '@cigogne/graphql/auth';
import { toAppError } from '@cigogne/ui/errors/appError';
import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from '@cigogne/ui/router';
import { AuthCard } from '../../layout/AuthCard';
import { useSession } from '../../session/SessionContext';
import { useShellT } from '../../i18n/useShellT';

type Outcome = 'pending' | 'verified' | 'invalid' | 'failed';

/**
 * /verify-email/:token, the link mailed at registration: confirms the address once (the token is
 * single-use), then says so; a used or expired link says how to get a new one.
 */
export function VerifyEmailPage() {
  const t = useShellT();
  const { token = '' } = useParams();
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  const [verifyEmail] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>('pending');
  // one call per token: a second would find it used (React may run effects twice in development)
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    verifyEmail({ variables: { input: { token } } }).then(
      // the account page reads the state afresh (EmailVerificationCard)
      ({ data }) => setOutcome(data?.verifyEmail ? 'verified' : 'failed'),
      (error: unknown) => setOutcome(toAppError(error).type === 'invalidTokenException' ? 'invalid' : 'failed'),
    );
  }, [token, verifyEmail]);

  const next = signedIn ? <Link to="/account">{t('shell.verify.toAccount')}</Link> : <Link to="/login">{t('shell.verify.toLogin')}</Link>;

  return (
    <AuthCard title={t('shell.verify.title')} footer={outcome === 'pending' ? undefined : next}>
      <div role="status" aria-live="polite" style={{ marginTop: 16 }}>
        {outcome === 'pending' && (
          <div style={{ textAlign: 'center' }}>
            <Spin /> <span>{t('shell.verify.pending')}</span>
          </div>
        )}
        {outcome === 'verified' && <Alert type="success" showIcon title={t('shell.verify.success')} />}
        {outcome === 'invalid' && (
          <Alert type="warning" showIcon title={t('shell.verify.invalid')} description={t('shell.verify.invalidHelp')} />
        )}
        {outcome === 'failed' && <Alert type="error" showIcon title={t('errors.unknown')} />}
      </div>
    </AuthCard>
  );
}

export default VerifyEmailPage;
