import { useWebhookDeliveriesQuery } from '@cigogne/graphql/webhooks';
import { formatDateTime } from '@cigogne/ui/format/date';
import { Alert, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useShellT } from '../../i18n/useShellT';
import { answerLabel, eventLabel, statusLabel } from './webhookLabels';

/** An endpoint's delivery log, newest first: event, status, attempts, last answer, date. */
export function WebhookDeliveryLog({ id, url }: { id: string; url: string }) {
  const t = useShellT();
  const { locale } = useIntl();
  // followed while open: a retry lands within seconds of a test event
  const log = useWebhookDeliveriesQuery({ variables: { id }, fetchPolicy: 'cache-and-network', pollInterval: 5000 });
  const rows = log.data?.webhookDeliveries;
  if (!rows) {
    return log.error ? (
      <Alert type="error" showIcon title={t('shell.webhooks.unavailable')} />
    ) : (
      <Typography.Paragraph type="secondary">{t('shell.webhooks.loading')}</Typography.Paragraph>
    );
  }
  if (!rows.length) return <Typography.Paragraph type="secondary">{t('shell.webhooks.log.empty')}</Typography.Paragraph>;
  return (
    <div className="webhook-log" role="region" aria-label={t('shell.webhooks.logOf', { url })} tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('shell.webhooks.log.event')}</th>
            <th scope="col">{t('shell.webhooks.log.status')}</th>
            <th scope="col">{t('shell.webhooks.log.attempts')}</th>
            <th scope="col">{t('shell.webhooks.log.answer')}</th>
            <th scope="col">{t('shell.webhooks.log.date')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => {
            return (
              <tr key={d.id}>
                <td>{t(eventLabel(d.eventType))}</td>
                <td>{t(statusLabel(d.status))}</td>
                <td>{d.attempts}</td>
                <td>{answerLabel(d, t)}</td>
                <td>{formatDateTime(d.lastAttemptAt ?? d.createdAt, locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
