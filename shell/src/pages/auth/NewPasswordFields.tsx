import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { authRules } from './formRules';
import { useShellT } from '../../i18n/useShellT';

/** Password and its confirmation (not sent): the same rules on register, reset and change (docs/product.md#accounts-and-sessions). */
export function NewPasswordFields({ label }: { label?: string } = {}) {
  const intl = useIntl();
  const rules = useMemo(() => authRules(intl), [intl]);
  const t = useShellT();
  return (
    <>
      <Form.Item
        name="password"
        label={label ?? t('shell.form.password')}
        rules={rules.newPassword}
        // one message at a time: the first rule the password fails, not every rule it fails
        validateFirst
        extra={t('shell.form.passwordHint')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('shell.form.confirmPassword')} dependencies={['password']} rules={rules.confirmPassword}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
