import type { AdminErrorLogsQuery } from '@cigogne/graphql/admin';
import { formatLongDateTime } from '@cigogne/ui/format/date';
import { Descriptions } from 'antd';
import { Dialog } from '@cigogne/ui/dialogs/Dialog';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAdminT } from '../i18n/useAdminT';
import { HttpStatusBadge } from './StatusBadges';

export type ErrorLogEntry = AdminErrorLogsQuery['adminErrorLogs']['items'][number];

/** Parts that are present, joined by a space ("Chrome 131"); null when none is. */
const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' ') || null;

/** The response body as sent (JSON indented), or null when the log holds none. */
function responseBody(body: unknown): string | null {
  if (body === null || body === undefined || body === '') return null;
  return typeof body === 'string' ? body : JSON.stringify(body, null, 2);
}

/** Every field of a logged API error (docs/product.md#error-log); "not given" for what the log does not hold. */
export function ErrorDetailsDialog({ entry, onClose }: { entry: ErrorLogEntry | null; onClose: () => void }) {
  const t = useAdminT();
  const { locale } = useIntl();
  const na = t('common.notAvailable');
  const text = (value: string | null | undefined): ReactNode => value || na;
  // long bodies and stacks scroll inside the dialog: focusable, so a keyboard can scroll them too
  const pre = (value: string | null | undefined): ReactNode =>
    value ? (
      <pre className="adm-pre" tabIndex={0}>
        {value}
      </pre>
    ) : (
      na
    );

  return (
    <Dialog open={entry !== null} onCancel={onClose} footer={null} width={760} title={t('admin.errors.dialog.title')} destroyOnHidden>
      {entry && (
        <Descriptions
          column={1}
          size="small"
          bordered
          className="adm-details"
          items={[
            {
              key: 'request',
              label: t('admin.errors.dialog.request'),
              children: <code className="adm-code">{`${entry.method} ${entry.url}`}</code>,
            },
            { key: 'status', label: t('admin.errors.dialog.status'), children: <HttpStatusBadge status={entry.status} /> },
            { key: 'date', label: t('admin.errors.dialog.date'), children: formatLongDateTime(entry.date, locale) },
            { key: 'userId', label: t('admin.errors.dialog.userId'), children: text(entry.userId) },
            { key: 'errorId', label: t('admin.errors.dialog.errorId'), children: entry.id },
            { key: 'response', label: t('admin.errors.dialog.response'), children: pre(responseBody(entry.errorResponse)) },
            { key: 'message', label: t('admin.errors.dialog.message'), children: text(entry.error.message) },
            { key: 'stack', label: t('admin.errors.dialog.stack'), children: pre(entry.error.stack) },
            { key: 'ip', label: t('admin.errors.dialog.ip'), children: text(entry.ip) },
            { key: 'referrer', label: t('admin.errors.dialog.referrer'), children: text(entry.referrer.url) },
            { key: 'os', label: t('admin.errors.dialog.os'), children: text(joined(entry.os.name, entry.os.version)) },
            {
              key: 'device',
              label: t('admin.errors.dialog.device'),
              children: text(joined(entry.device.type, entry.device.vendor, entry.device.model)),
            },
            { key: 'browser', label: t('admin.errors.dialog.browser'), children: text(joined(entry.browser.name, entry.browser.version)) },
            { key: 'userAgent', label: t('admin.errors.dialog.userAgent'), children: text(entry.userAgent) },
          ]}
        />
      )}
    </Dialog>
  );
}
