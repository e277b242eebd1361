import { useCreateApiTokenMutation } from '@cigogne/graphql/auth';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Alert, Button, Checkbox, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useShellT } from '../../i18n/useShellT';

interface Values {
  name: string;
  scopes: string[];
  expiresInDays: number;
}

/** The expiries offered (docs/api.md#tokens: 1 to 365 days). */
const EXPIRIES = [7, 30, 90, 365];

/** Mints a personal access token; its secret is shown once, with a copy button, until dismissed. */
export function NewApiTokenForm() {
  const t = useShellT();
  const [form] = Form.useForm<Values>();
  const [create, { loading, error }] = useCreateApiTokenMutation({ refetchQueries: ['ApiTokens'], awaitRefetchQueries: true });
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);

  const onFinish = async (values: Values) => {
    const { data } = await create({ variables: { input: { ...values, name: values.name.trim() } } }).catch(() => ({ data: undefined }));
    if (!data?.createApiToken) return;
    form.resetFields();
    setCopied(null);
    setSecret(data.createApiToken.token);
  };

  const copy = () =>
    navigator.clipboard.writeText(secret ?? '').then(
      () => setCopied(true),
      // the secret stays on screen to be selected by hand
      () => setCopied(false),
    );

  if (secret)
    return (
      <div className="api-token-secret" role="status" aria-live="polite">
        <Alert type="warning" showIcon title={t('shell.apiTokens.shownOnce')} style={{ marginBottom: 12 }} />
        <code className="api-token-secret__value" aria-label={t('shell.apiTokens.secret')}>
          {secret}
        </code>
        <div className="api-token-secret__actions">
          <Button type="primary" onClick={copy}>
            {t('shell.apiTokens.copy')}
          </Button>
          <Button onClick={() => setSecret(null)}>{t('shell.apiTokens.done')}</Button>
        </div>
        {copied !== null && (
          <Alert
            type={copied ? 'success' : 'error'}
            showIcon
            title={copied ? t('shell.apiTokens.copied') : t('shell.apiTokens.copyFailed')}
            style={{ marginTop: 8 }}
          />
        )}
      </div>
    );

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark={false}
      initialValues={{ scopes: ['read'], expiresInDays: 30 }}
      style={{ maxWidth: 420 }}
    >
      <FormErrorBanner error={error} form={form} />
      <Form.Item
        name="name"
        label={t('shell.apiTokens.name')}
        rules={[{ required: true, whitespace: true, message: t('errors.validation.required') }]}
      >
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="scopes"
        label={t('shell.apiTokens.scopes')}
        // a validator, not `required`: antd would set aria-required on the group, which no checkbox group may carry
        rules={[
          {
            validator: (_, value?: string[]) =>
              value?.length ? Promise.resolve() : Promise.reject(new Error(t('errors.validation.required'))),
          },
        ]}
      >
        <Checkbox.Group
          role="group"
          aria-label={t('shell.apiTokens.scopes')}
          options={[
            { value: 'read', label: t('shell.apiTokens.scopeRead') },
            { value: 'write', label: t('shell.apiTokens.scopeWrite') },
          ]}
        />
      </Form.Item>
      <Form.Item name="expiresInDays" label={t('shell.apiTokens.expiry')}>
        <Select options={EXPIRIES.map((days) => ({ value: days, label: t('shell.apiTokens.days', { count: days }) }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={loading}>
        {t('shell.apiTokens.create')}
      </Button>
    </Form>
  );
}
