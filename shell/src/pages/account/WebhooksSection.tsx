import { useDeleteWebhookMutation, useTestWebhookMutation, useWebhooksQuery, type WebhooksQuery } from '@cigogne/graphql/webhooks';
import { useConfirmedDelete } from '@cigogne/ui/dialogs/useConfirmedDelete';
import { formatDateTime } from '@cigogne/ui/format/date';
import { Alert, Button, Card, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useShellT } from '../../i18n/useShellT';
import { WebhookDeliveryLog } from './WebhookDeliveryLog';
import { WebhookForm } from './WebhookForm';
import { eventLabel, statusLabel } from './webhookLabels';
import './webhooks.css';

type Endpoint = WebhooksQuery['webhooks'][number];

/**
 * /account#webhooks (docs/api.md#webhooks): register an endpoint (its secret shown once, with a copy
 * button), list them with their status and last delivery, each one's delivery log, a test event and
 * deletion after confirmation.
 */
export function WebhooksSection() {
  const t = useShellT();
  const webhooks = useWebhooksQuery({ fetchPolicy: 'cache-and-network' });
  const [secret, setSecret] = useState<string | null>(null);
  const [remove, deletion] = useDeleteWebhookMutation({ refetchQueries: ['Webhooks'], awaitRefetchQueries: true });
  const { ask, dialog } = useConfirmedDelete(
    (e: Endpoint) => remove({ variables: { id: e.id } }),
    deletion,
    (e) => e.url,
  );
  const list = webhooks.data?.webhooks;

  return (
    <Card id="webhooks" title={<h2 className="card-title">{t('shell.webhooks.title')}</h2>} style={{ marginTop: 20 }}>
      <Typography.Paragraph type="secondary">{t('shell.webhooks.help')}</Typography.Paragraph>
      <WebhookForm onCreated={setSecret} />
      <div role="status" aria-live="polite">
        {secret && (
          <Alert
            type="warning"
            showIcon
            closable
            onClose={() => setSecret(null)}
            style={{ marginTop: 16 }}
            title={t('shell.webhooks.secretTitle')}
            description={
              <>
                <Typography.Text
                  code
                  copyable={{ text: secret, tooltips: [t('shell.webhooks.copy'), t('shell.webhooks.copied')] }}
                  className="webhook-secret"
                >
                  {secret}
                </Typography.Text>
                <div>{t('shell.webhooks.secretHelp')}</div>
              </>
            }
          />
        )}
      </div>
      <h3 className="webhook-list__title">{t('shell.webhooks.list')}</h3>
      {!list ? (
        webhooks.error ? (
          <Alert type="error" showIcon title={t('shell.webhooks.unavailable')} />
        ) : (
          <Typography.Paragraph type="secondary">{t('shell.webhooks.loading')}</Typography.Paragraph>
        )
      ) : list.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('shell.webhooks.empty')}</Typography.Paragraph>
      ) : (
        <ul className="webhook-list" aria-label={t('shell.webhooks.list')}>
          {list.map((e) => (
            <WebhookItem key={e.id} endpoint={e} onDelete={() => ask(e)} />
          ))}
        </ul>
      )}
      {dialog}
    </Card>
  );
}

function WebhookItem({ endpoint: e, onDelete }: { endpoint: Endpoint; onDelete: () => void }) {
  const t = useShellT();
  const { locale } = useIntl();
  const [open, setOpen] = useState(false);
  const [sendTest, test] = useTestWebhookMutation({ refetchQueries: ['Webhooks', 'WebhookDeliveries'] });
  const last = e.lastDelivery;
  const onTest = () =>
    sendTest({ variables: { id: e.id } }).then(
      () => setOpen(true),
      () => undefined,
    );
  return (
    <li className="webhook-list__item">
      <div className="webhook-list__head">
        <strong className="webhook-list__url">{e.url}</strong>
        <Tag color={e.enabled ? 'blue' : 'red'}>{t(e.enabled ? 'shell.webhooks.enabled' : 'shell.webhooks.disabled')}</Tag>
      </div>
      <div className="webhook-list__events">
        {e.eventTypes.map((type) => (
          <Tag key={type}>{t(eventLabel(type))}</Tag>
        ))}
      </div>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {last
          ? t('shell.webhooks.lastDelivery', {
              status: t(statusLabel(last.status)),
              date: formatDateTime(last.lastAttemptAt ?? last.createdAt, locale),
            })
          : t('shell.webhooks.noDelivery')}
      </Typography.Paragraph>
      <div className="webhook-list__actions">
        <Button onClick={onTest} loading={test.loading}>
          {t('shell.webhooks.test')}
        </Button>
        <Button onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {t(open ? 'shell.webhooks.hideLog' : 'shell.webhooks.showLog')}
        </Button>
        <Button danger onClick={onDelete}>
          {t('shell.webhooks.delete')}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {test.data && <Alert type="success" showIcon title={t('shell.webhooks.testSent')} style={{ marginTop: 8 }} />}
        {test.error && <Alert type="error" showIcon title={t('shell.webhooks.actionFailed')} style={{ marginTop: 8 }} />}
      </div>
      {open && <WebhookDeliveryLog id={e.id} url={e.url} />}
    </li>
  );
}
