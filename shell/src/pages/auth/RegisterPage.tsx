import { useRegisterMutation } from '@cigogne/graphql/auth';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Button, Col, Form, Input, Row } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from '@cigogne/ui/router';
import { AuthCard } from '../../layout/AuthCard';
import type { LoginState } from '../../session/loginState';
import { authRules } from './formRules';
import { NewPasswordFields } from './NewPasswordFields';
import { useShellT } from '../../i18n/useShellT';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** /register: the confirmation is checked here and never sent; success goes to /login. */
export function RegisterPage() {
  const intl = useIntl();
  const t = useShellT();
  const rules = useMemo(() => authRules(intl), [intl]);
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  // a visitor sent here from a page (an invitation) goes back to it after the login that follows
  const from = ((useLocation().state ?? {}) as LoginState).from;
  const [register, { loading, error }] = useRegisterMutation();

  const onFinish = async ({ firstName, lastName, email, password }: Values) => {
    const input = { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password };
    const { data } = await register({ variables: { input } }).catch(() => ({ data: undefined }));
    if (!data) return;
    const state: LoginState = { reason: 'registered', email: input.email, from };
    navigate('/login', { state });
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
      <FormErrorBanner error={error} form={form} />
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
        <Button type="primary" htmlType="submit" block size="large" loading={loading}>
          {t('shell.register.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}

export default RegisterPage;
