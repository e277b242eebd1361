import { useChangePasswordMutation } from '@cigogne/graphql/auth';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { authRules } from '../auth/formRules';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { useSession } from '../../session/SessionContext';
import { useShellT } from '../../i18n/useShellT';

interface Values {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** Changes the password: every other session ends, this one continues with the token answered. */
export function ChangePasswordCard() {
  const t = useShellT();
  const intl = useIntl();
  const rules = useMemo(() => authRules(intl), [intl]);
  const { signIn } = useSession();
  const [form] = Form.useForm<Values>();
  const [changePassword, { loading, error }] = useChangePasswordMutation({ refetchQueries: ['MySessions'] });
  const [done, setDone] = useState(false);

  const onFinish = async ({ currentPassword, password }: Values) => {
    setDone(false);
    const { data } = await changePassword({ variables: { input: { currentPassword, password } } }).catch(() => ({ data: undefined }));
    if (!data?.changePassword) return;
    signIn(data.changePassword.token, data.changePassword.user);
    form.resetFields();
    setDone(true);
  };

  return (
    <Card title={<h2 className="card-title">{t('shell.security.passwordTitle')}</h2>} style={{ marginTop: 20 }}>
      <FormErrorBanner error={error} form={form} />
      <div role="status" aria-live="polite">
        {done && <Alert type="success" showIcon title={t('shell.security.passwordChanged')} style={{ marginBottom: 16 }} />}
      </div>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} style={{ maxWidth: 420 }}>
        <Form.Item name="currentPassword" label={t('shell.security.currentPassword')} rules={rules.loginPassword}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields label={t('shell.security.newPassword')} />
        <Button type="primary" htmlType="submit" loading={loading}>
          {t('shell.security.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}
