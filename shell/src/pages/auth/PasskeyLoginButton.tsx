import { storeToken } from '@cigogne/ui/apollo/token';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useShellT } from '../../i18n/useShellT';
import { pathOf, type LoginState } from '../../session/loginState';
import { passkeySignIn } from '../../session/passkeySignIn';
import { forgetAccountDeleted } from '../account/accountDeletedNotice';

/**
 * "Sign in with a passkey" under the login form. On the server's page the login island answers it
 * (shell/src/islands/passkeyLogin.ts); in the app, this handler does the same: after the ceremony,
 * the token is stored and the page reloads where a password login would go.
 */
export function PasskeyLoginButton({ from }: { from: LoginState['from'] }) {
  const t = useShellT();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // the server's message ids are read from its answer: any id, known to the catalogues or not
  const known = (id?: string) => (id && (t as (id: string) => string)(id) !== id ? (t as (id: string) => string)(id) : null);

  const onClick = async () => {
    setBusy(true);
    setMessage(null);
    const result = await passkeySignIn().catch(() => ({ messageId: 'errors.unknown' }));
    if ('token' in result) {
      storeToken(result.token);
      forgetAccountDeleted();
      window.location.assign(`/app${pathOf(from)}`);
      return;
    }
    setBusy(false);
    setMessage(known('fieldMessageId' in result ? result.fieldMessageId : undefined) ?? known(result.messageId) ?? t('errors.unknown'));
  };

  return (
    <>
      <div className="auth-card__or">{t('shell.login.or')}</div>
      <Button
        block
        size="large"
        htmlType="button"
        onClick={onClick}
        loading={busy}
        data-island-tap="passkey"
        className="auth-card__passkey"
      >
        {t('shell.login.passkey')}
      </Button>
      {message && <Alert type="error" showIcon role="alert" title={message} style={{ marginTop: 12 }} />}
    </>
  );
}
