import { useLoginMutation } from '@cigogne/graphql/auth';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Alert, Button, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from '@cigogne/ui/router';
import { AuthCard } from '../../layout/AuthCard';
import { pathOf, type LoginState } from '../../session/loginState';
import { useSession } from '../../session/SessionContext';
import { authRules } from './formRules';
import { useShellT } from '../../i18n/useShellT';

interface Values {
  email: string;
  password: string;
}

const NOTICES = {
  disconnected: { type: 'warning', id: 'shell.session.disconnected' },
  registered: { type: 'success', id: 'shell.login.registered' },
  passwordReset: { type: 'success', id: 'shell.login.passwordReset' },
} as const;

/** /login: email and password; afterwards the remembered path, or /. */
export function LoginPage() {
  const intl = useIntl();
  const t = useShellT();
  const rules = useMemo(() => authRules(intl), [intl]);
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LoginState;
  const { signIn, disconnected } = useSession();
  const [login, { loading, error }] = useLoginMutation();
  const reason = disconnected ? 'disconnected' : state.reason;
  const notice = reason ? NOTICES[reason] : undefined;

  const onFinish = async ({ email, password }: Values) => {
    const { data } = await login({ variables: { input: { email: email.trim(), password } } }).catch(() => ({ data: undefined }));
    if (!data) return;
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
      <FormErrorBanner error={error} form={form} />
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ email: state.email ?? '' }} requiredMark={false}>
        <Form.Item name="email" label={t('shell.form.email')} rules={rules.email}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item name="password" label={t('shell.form.password')} rules={rules.loginPassword} style={{ marginBottom: 8 }}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <div className="auth-card__aside">
          <Link to="/forgot-password">{t('shell.login.forgot')}</Link>
        </div>
        <Button type="primary" htmlType="submit" block size="large" loading={loading}>
          {t('shell.login.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}

export default LoginPage;
