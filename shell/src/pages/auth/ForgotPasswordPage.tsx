import { useForgotPasswordMutation } from '@cigogne/graphql/auth';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Alert, Button, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@cigogne/ui/router';
import { AuthCard } from '../../layout/AuthCard';
import { authRules } from './formRules';
import { useShellT } from '../../i18n/useShellT';

/** /forgot-password: always the same neutral success message, whether or not the account exists. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const t = useShellT();
  const rules = useMemo(() => authRules(intl), [intl]);
  const [form] = Form.useForm<{ email: string }>();
  const [forgotPassword, { loading, error, data }] = useForgotPasswordMutation();

  const onFinish = ({ email }: { email: string }) =>
    forgotPassword({ variables: { input: { email: email.trim() } } }).catch(() => undefined);

  return (
    <AuthCard
      title={t('shell.forgot.title')}
      subtitle={data ? undefined : t('shell.forgot.subtitle')}
      footer={<Link to="/login">{t('shell.forgot.backToLogin')}</Link>}
    >
      {data ? (
        <Alert type="success" showIcon role="status" title={t('shell.forgot.success')} />
      ) : (
        <>
          <FormErrorBanner error={error} form={form} />
          <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
            <Form.Item name="email" label={t('shell.form.email')} rules={rules.email}>
              <Input type="email" autoComplete="email" inputMode="email" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={loading}>
              {t('shell.forgot.submit')}
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}

export default ForgotPasswordPage;
