import { useResetPasswordMutation } from '@cigogne/graphql/auth';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Button, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthCard } from '../../layout/AuthCard';
import type { LoginState } from '../../session/loginState';
import { authRules } from './formRules';

interface Values {
  password: string;
  confirmPassword: string;
}

/** /reset-password/:token: mismatching passwords show 'Passwords do not match' and make no call. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useMemo(() => authRules(intl), [intl]);
  const { token = '' } = useParams();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [resetPassword, { loading, error }] = useResetPasswordMutation();

  const onFinish = async ({ password }: Values) => {
    const { data } = await resetPassword({ variables: { input: { password, token } } }).catch(() => ({ data: undefined }));
    if (!data?.resetPassword) return;
    const state: LoginState = { reason: 'passwordReset' };
    navigate('/login', { replace: true, state });
  };

  return (
    <AuthCard title={t('shell.reset.title')} subtitle={t('shell.reset.subtitle')} footer={<Link to="/login">{t('shell.reset.backToLogin')}</Link>}>
      <FormErrorBanner error={error} form={form} />
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item name="password" label={t('shell.form.password')} rules={rules.newPassword} extra={t('shell.form.passwordHint')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('shell.form.confirmPassword')} dependencies={['password']} rules={rules.confirmPassword}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={loading}>
          {t('shell.reset.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}

export default ResetPasswordPage;
