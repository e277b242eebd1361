import {
  usePasskeyRegistrationOptionsMutation,
  usePasskeysQuery,
  useRegisterPasskeyMutation,
  useRemovePasskeyMutation,
  type PasskeysQuery,
} from '@cigogne/graphql/passkeys';
import { useConfirmedDelete } from '@cigogne/ui/dialogs/useConfirmedDelete';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { formatDateTime } from '@cigogne/ui/format/date';
import { Alert, Button, Card, Form, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useShellT } from '../../i18n/useShellT';
import './api-tokens.css';

type Passkey = PasskeysQuery['passkeys'][number];

/** Why the browser's part failed, as a message id (the server's failures show in the form's banner). */
const browserFailure = (error: unknown) =>
  error instanceof Error && error.name === 'InvalidStateError' ? 'errors.validation.passkeyTaken' : 'shell.passkeys.cancelled';

/** "Clés d'accès": the account's passkeys (docs/product.md#passkeys): add one under a name, list, remove after confirmation. */
export function PasskeysCard() {
  const t = useShellT();
  const { locale } = useIntl();
  const [form] = Form.useForm<{ name: string }>();
  const passkeys = usePasskeysQuery({ fetchPolicy: 'cache-and-network' });
  const [options, optionsState] = usePasskeyRegistrationOptionsMutation();
  const [register, registration] = useRegisterPasskeyMutation({ refetchQueries: ['Passkeys'], awaitRefetchQueries: true });
  const [remove, removal] = useRemovePasskeyMutation({ refetchQueries: ['Passkeys'], awaitRefetchQueries: true });
  const { ask, dialog } = useConfirmedDelete<Passkey>(
    (passkey) => remove({ variables: { id: passkey.id } }),
    removal,
    (passkey) => passkey.name,
  );
  const [browserError, setBrowserError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const list = passkeys.data?.passkeys ?? [];

  const onFinish = async ({ name }: { name: string }) => {
    setBrowserError(null);
    setAdded(false);
    const { browserSupportsWebAuthn, startRegistration } = await import('@simplewebauthn/browser');
    if (!browserSupportsWebAuthn()) return setBrowserError('shell.passkey.unsupported');
    const { data } = await options().catch(() => ({ data: undefined }));
    if (!data) return;
    let response: unknown;
    try {
      response = await startRegistration({
        optionsJSON: data.passkeyRegistrationOptions as Parameters<typeof startRegistration>[0]['optionsJSON'],
      });
    } catch (error) {
      return setBrowserError(browserFailure(error));
    }
    const saved = await register({ variables: { input: { response, name: name.trim() } } }).catch(() => undefined);
    if (!saved?.data) return;
    form.resetFields();
    setAdded(true);
  };

  return (
    <Card title={<h2 className="card-title">{t('shell.passkeys.title')}</h2>} style={{ marginTop: 20 }}>
      <Typography.Paragraph type="secondary">{t('shell.passkeys.help')}</Typography.Paragraph>
      <Form form={form} name="passkey" layout="vertical" onFinish={onFinish} requiredMark={false} style={{ maxWidth: 420 }}>
        <FormErrorBanner error={registration.error ?? optionsState.error} form={form} />
        {browserError && (
          <Alert type="error" showIcon role="alert" title={(t as (id: string) => string)(browserError)} style={{ marginBottom: 16 }} />
        )}
        <Form.Item
          name="name"
          label={t('shell.passkeys.name')}
          extra={t('shell.passkeys.nameHelp')}
          rules={[{ required: true, whitespace: true, message: t('errors.validation.required') }]}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={optionsState.loading || registration.loading}>
          {t('shell.passkeys.add')}
        </Button>
        <div role="status" aria-live="polite">
          {added && <Alert type="success" showIcon title={t('shell.passkeys.added')} style={{ marginTop: 12 }} />}
        </div>
      </Form>
      <h3 className="api-tokens__subtitle">{t('shell.passkeys.listTitle')}</h3>
      {passkeys.loading && !passkeys.data && <Skeleton active paragraph={{ rows: 2 }} />}
      {passkeys.error && !passkeys.data && <Alert type="error" showIcon title={t('errors.unknown')} />}
      {passkeys.data && list.length === 0 && <Typography.Paragraph type="secondary">{t('shell.passkeys.empty')}</Typography.Paragraph>}
      {list.length > 0 && (
        <ul className="api-tokens" aria-label={t('shell.passkeys.listTitle')}>
          {list.map((passkey) => (
            <li key={passkey.id} className="api-tokens__item">
              <div className="api-tokens__head">
                <strong>{passkey.name}</strong>
              </div>
              <div className="api-tokens__dates">
                {t('shell.passkeys.created', { date: formatDateTime(passkey.createdAt, locale) })}
                {' · '}
                {passkey.lastUsedAt
                  ? t('shell.passkeys.lastUsed', { date: formatDateTime(passkey.lastUsedAt, locale) })
                  : t('shell.passkeys.neverUsed')}
              </div>
              <Button danger size="small" onClick={() => ask(passkey)} aria-label={t('shell.passkeys.removeNamed', { name: passkey.name })}>
                {t('shell.passkeys.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </Card>
  );
}
