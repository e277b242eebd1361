import { useResetPasswordMutation } from '@cigogne/graphql/auth';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Button, Form } from 'antd';
import { Link, useNavigate, useParams } from '@cigogne/ui/router';
import { AuthCard } from '../../layout/AuthCard';
import type { LoginState } from '../../session/loginState';
import { NewPasswordFields } from './NewPasswordFields';
import { useShellT } from '../../i18n/useShellT';

interface Values {
  password: string;
  confirmPassword: string;
}

/** /reset-password/:token: mismatching passwords show 'Passwords do not match' and make no call. */
export function ResetPasswordPage() {
  const t = useShellT();
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
    <AuthCard
      title={t('shell.reset.title')}
      subtitle={t('shell.reset.subtitle')}
      footer={<Link to="/login">{t('shell.reset.backToLogin')}</Link>}
    >
      <FormErrorBanner error={error} form={form} />
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" block size="large" loading={loading}>
          {t('shell.reset.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}

export default ResetPasswordPage;
