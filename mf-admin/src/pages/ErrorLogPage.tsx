import { useAdminErrorLogsQuery } from '@cigogne/graphql/admin';
import { formatDateTime } from '@cigogne/ui/format/date';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { Button } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorDetailsDialog, type ErrorLogEntry } from '../components/ErrorDetailsDialog';
import { PagedTable, type Column } from '../components/PagedTable';
import { HttpStatusBadge } from '../components/StatusBadges';
import { StatusFilter } from '../components/StatusFilter';
import { adminQuery, PAGE_SIZE } from '../data/adminQuery';
import { usePageParams } from '../data/pageParams';
import { useAdminT } from '../i18n/useAdminT';

/** /admin/errors: the API error log, newest first, filtered by status on the server, with every detail in a dialog. */
export function ErrorLogPage() {
  const t = useAdminT();
  const { locale } = useIntl();
  const { page, values, setPage, setValue } = usePageParams(['status']);
  const parsed = Number(values.status);
  const status = values.status !== null && Number.isInteger(parsed) ? parsed : null;
  const result = useAdminErrorLogsQuery(adminQuery({ page, pageSize: PAGE_SIZE, status }));
  const [opened, setOpened] = useState<ErrorLogEntry | null>(null);
  const data = (result.data ?? result.previousData)?.adminErrorLogs;

  const columns: Array<Column<ErrorLogEntry>> = [
    {
      key: 'url',
      title: t('admin.errors.url'),
      render: (entry) => (
        <code className="adm-code adm-url" title={entry.url}>
          {entry.url}
        </code>
      ),
    },
    { key: 'method', title: t('admin.errors.method'), render: (entry) => entry.method },
    { key: 'status', title: t('admin.errors.status'), render: (entry) => <HttpStatusBadge status={entry.status} /> },
    { key: 'version', title: t('admin.errors.version'), render: (entry) => entry.version },
    {
      key: 'message',
      title: t('admin.errors.message'),
      render: (entry) => (
        <span className="adm-message" title={entry.error.message}>
          {entry.error.message}
        </span>
      ),
    },
    { key: 'date', title: t('admin.errors.date'), render: (entry) => formatDateTime(entry.date, locale) },
    {
      key: 'details',
      title: t('admin.errors.details'),
      hideTitle: true,
      render: (entry) => (
        <Button
          size="small"
          onClick={() => setOpened(entry)}
          aria-label={t('admin.errors.detailsLabel', { method: entry.method, url: entry.url })}
        >
          {t('admin.errors.details')}
        </Button>
      ),
    },
  ];

  return (
    <div className="cg-page">
      <PageHeader title={t('admin.errors.title')} />
      {data && (
        <StatusFilter
          statuses={data.statuses}
          selected={status}
          onChange={(next) => setValue('status', next === null ? null : String(next))}
        />
      )}
      <PagedTable<ErrorLogEntry>
        label={t('admin.errors.tableLabel')}
        data={data}
        loading={result.loading}
        error={result.error}
        onRetry={() => void result.refetch().catch(() => undefined)}
        errorText={t('admin.errors.error')}
        emptyText={t('admin.errors.empty')}
        columns={columns}
        onPageChange={setPage}
      />
      <ErrorDetailsDialog entry={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
