import { useLoginMutation } from '@cigogne/graphql/auth';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { TextField } from '@cigogne/ui/forms/TextField';
import { checks, useFormFields } from '@cigogne/ui/forms/useFormFields';
import { Alert, Button } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from '@cigogne/ui/router';
import { AuthCard } from '../../layout/AuthCard';
import { PasskeyLoginButton } from './PasskeyLoginButton';
import { accountJustDeleted, forgetAccountDeleted } from '../account/accountDeletedNotice';
import { pathOf, type LoginState } from '../../session/loginState';
import { useSession } from '../../session/SessionContext';
import { useShellT } from '../../i18n/useShellT';

type Values = { email: string; password: string };

const NOTICES = {
  disconnected: { type: 'warning', id: 'shell.session.disconnected' },
  registered: { type: 'success', id: 'shell.login.registered' },
  passwordReset: { type: 'success', id: 'shell.login.passwordReset' },
  accountDeleted: { type: 'success', id: 'shell.login.accountDeleted' },
} as const;

/** /login: email and password; afterwards the remembered path, or /. */
export function LoginPage() {
  const t = useShellT();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LoginState;
  const { signIn, disconnected } = useSession();
  const [login, { loading, error }] = useLoginMutation();
  const [accountDeleted] = useState(() => accountJustDeleted());
  const reason = disconnected ? 'disconnected' : accountDeleted ? 'accountDeleted' : state.reason;
  const notice = reason ? NOTICES[reason] : undefined;
  // the login screen is the first page of most visits: a light form, not antd's Form (ui/src/forms/useFormFields.ts)
  const fieldChecks = useMemo(() => {
    const required = checks.required<Values>(t('errors.validation.required'));
    return { email: [required, checks.email<Values>(t('errors.validation.email'))], password: [required] };
  }, [t]);
  const form = useFormFields<Values>({ email: state.email ?? '', password: '' }, fieldChecks);

  const onFinish = async ({ email, password }: Values) => {
    const { data } = await login({ variables: { input: { email: email.trim(), password } } }).catch(() => ({ data: undefined }));
    if (!data) return;
    forgetAccountDeleted();
    signIn(data.login.token, data.login.user);
    navigate(pathOf(state.from), { replace: true });
  };

  return (
    <AuthCard
      title={t('shell.login.title')}
      subtitle={t('shell.login.subtitle')}
      footer={
        <>
          {t('shell.login.noAccount')} <Link to="/register">{t('shell.login.register')}</Link>
        </>
      }
    >
      {notice && !error && (
        <Alert
          type={notice.type}
          showIcon
          title={t(notice.id)}
          style={{ marginBottom: 16 }}
          role={notice.type === 'warning' ? 'alert' : 'status'}
        />
      )}
      <FormErrorBanner error={error} onFieldErrors={form.setFieldErrors} />
      <form onSubmit={form.handleSubmit(onFinish)} noValidate>
        <TextField {...form.field('email')} label={t('shell.form.email')} type="email" autoComplete="email" inputMode="email" />
        <TextField {...form.field('password')} label={t('shell.form.password')} password autoComplete="current-password" />
        <div className="auth-card__aside">
          <Link to="/forgot-password">{t('shell.login.forgot')}</Link>
        </div>
        {/* on the server's page, the login island answers it (shell/src/islands/login.island.ts) */}
        <Button type="primary" htmlType="submit" block size="large" loading={loading} data-island-tap="login">
          {t('shell.login.submit')}
        </Button>
      </form>
      <PasskeyLoginButton from={state.from} />
    </AuthCard>
  );
}

export default LoginPage;
