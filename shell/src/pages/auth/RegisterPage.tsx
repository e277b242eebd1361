import { useLoginMutation, useRegisterMutation, type LoginMutation } from '@cigogne/graphql/auth';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Button, Col, Form, Input, Row } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from '@cigogne/ui/router';
import { AuthCard } from '../../layout/AuthCard';
import type { LoginState } from '../../session/loginState';
import { useSession } from '../../session/SessionContext';
import { authRules } from './formRules';
import { NewPasswordFields } from './NewPasswordFields';
import { useShellT } from '../../i18n/useShellT';
import { isWelcome, type WelcomeState } from '../../session/welcomeState';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * /register: the confirmation is checked here and never sent. The new account is signed in at once
 * (login needs no verified address; the mailed link proves it later) and welcomed where it was
 * headed: the dashboard, or the invitation it came from.
 */
export function RegisterPage() {
  const intl = useIntl();
  const t = useShellT();
  const rules = useMemo(() => authRules(intl), [intl]);
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  // a visitor sent here from a page (an invitation) goes back to it after the login that follows
  const location = useLocation();
  const from = ((location.state ?? {}) as LoginState).from;
  const [register, registering] = useRegisterMutation();
  const [login, signingIn] = useLoginMutation();
  const { signIn } = useSession();
  const [session, setSession] = useState<LoginMutation['login'] | null>(null);
  const welcomed = isWelcome(location.state);

  // signed in once the welcome is in this screen's state: RedirectIfSignedIn then takes the account
  // where it was headed with it (a navigation may render after the sign-in it was asked with)
  useEffect(() => {
    if (session && welcomed) signIn(session.token, session.user);
  }, [session, welcomed, signIn]);

  const onFinish = async ({ firstName, lastName, email, password }: Values) => {
    const input = { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password };
    const { data } = await register({ variables: { input } }).catch(() => ({ data: undefined }));
    if (!data) return;
    const signedIn = await login({ variables: { input: { email: input.email, password } } }).catch(() => ({ data: undefined }));
    if (!signedIn.data) {
      // the account exists: only the sign-in failed (a busy limit), so the login form takes over
      const state: LoginState = { reason: 'registered', email: input.email, from };
      navigate('/login', { state });
      return;
    }
    const welcome: LoginState & WelcomeState = { from, welcome: true };
    navigate(location.pathname, { replace: true, state: welcome });
    setSession(signedIn.data.login);
  };

  return (
    <AuthCard
      title={t('shell.register.title')}
      subtitle={t('shell.register.subtitle')}
      footer={
        <>
          {t('shell.register.hasAccount')} <Link to="/login">{t('shell.register.login')}</Link>
        </>
      }
    >
      <FormErrorBanner error={registering.error} form={form} />
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="firstName" label={t('shell.form.firstName')} rules={rules.name}>
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="lastName" label={t('shell.form.lastName')} rules={rules.name}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="email" label={t('shell.form.email')} rules={rules.email}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" block size="large" loading={registering.loading || signingIn.loading || !!session}>
          {t('shell.register.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}

export default RegisterPage;
