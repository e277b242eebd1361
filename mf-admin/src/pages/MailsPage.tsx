import { useAdminMailsQuery, type AdminMailsQuery } from '@cigogne/graphql/admin';
import { formatDateTime } from '@cigogne/ui/format/date';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { message } from 'antd';
import { useIntl } from 'react-intl';
import { MailStatusFilter } from '../components/MailStatusFilter';
import { PagedTable, type Column } from '../components/PagedTable';
import { RetryMailButton } from '../components/RetryMailButton';
import { MailStatusBadge } from '../components/StatusBadges';
import { adminQuery, PAGE_SIZE } from '../data/adminQuery';
import { isMailStatus } from '../data/mailStatuses';
import { usePageParams } from '../data/pageParams';
import type { AdminMessageId } from '../i18n/fr';
import { useAdminT } from '../i18n/useAdminT';

type Mail = AdminMailsQuery['adminMails']['items'][number];

const KINDS = [
  'resetPassword',
  'verifyEmail',
  'guestReserved',
  'ownerNotice',
  'newAnswer',
  'contactReply',
  'birthAnnouncement',
  'coOwnerInvitation',
  'webhookDisabled',
  'thankNote',
];

/**
 * /admin/mails: the outbox, newest first, filtered by status on the server. The gateway sends the
 * recipient masked and the last error redacted; a failed mail has a button that queues it again.
 */
export function MailsPage() {
  const t = useAdminT();
  const { locale } = useIntl();
  const [messageApi, messageHolder] = message.useMessage();
  const { page, values, setPage, setValue } = usePageParams(['status']);
  const status = isMailStatus(values.status) ? values.status : null;
  const result = useAdminMailsQuery(adminQuery({ page, pageSize: PAGE_SIZE, status }));
  const kindLabel = (kind: string | null) =>
    t((kind && KINDS.includes(kind) ? `admin.mails.kind.${kind}` : 'admin.mails.kind.unknown') as AdminMessageId);

  const columns: Array<Column<Mail>> = [
    { key: 'recipient', title: t('admin.mails.recipient'), render: (mail) => <code className="adm-code">{mail.recipient}</code> },
    { key: 'kind', title: t('admin.mails.kind'), render: (mail) => kindLabel(mail.kind) },
    {
      key: 'language',
      title: t('admin.mails.language'),
      render: (mail) =>
        mail.language === 'en' || mail.language === 'fr' ? t(`admin.mails.language.${mail.language}`) : t('common.notAvailable'),
    },
    { key: 'status', title: t('admin.mails.status'), render: (mail) => <MailStatusBadge status={mail.status} attempts={mail.attempts} /> },
    {
      key: 'lastError',
      title: t('admin.mails.lastError'),
      render: (mail) =>
        mail.lastError ? (
          <span className="adm-message adm-message--short" title={mail.lastError}>
            {mail.lastError}
          </span>
        ) : (
          t('common.notAvailable')
        ),
    },
    { key: 'createdAt', title: t('admin.mails.createdAt'), render: (mail) => formatDateTime(mail.createdAt, locale) },
    {
      key: 'sentAt',
      title: t('admin.mails.sentAt'),
      render: (mail) => (mail.sentAt ? formatDateTime(mail.sentAt, locale) : t('common.notAvailable')),
    },
    {
      key: 'actions',
      title: t('admin.mails.actions'),
      hideTitle: true,
      render: (mail) =>
        mail.status === 'failed' ? (
          <RetryMailButton
            id={mail.id}
            recipient={mail.recipient}
            onFeedback={({ ok, text }) => {
              void (ok ? messageApi.success(text) : messageApi.error(text));
              // refused (retried meanwhile by someone else): show the mail as it is now
              if (!ok) void result.refetch().catch(() => undefined);
            }}
          />
        ) : null,
    },
  ];

  return (
    <div className="cg-page">
      {messageHolder}
      <PageHeader title={t('admin.mails.title')} />
      <p className="cg-muted adm-hint">{t('admin.mails.hint')}</p>
      <MailStatusFilter selected={status} onChange={(next) => setValue('status', next)} />
      <PagedTable<Mail>
        label={t('admin.mails.tableLabel')}
        data={(result.data ?? result.previousData)?.adminMails}
        loading={result.loading}
        error={result.error}
        onRetry={() => void result.refetch().catch(() => undefined)}
        errorText={t('admin.mails.error')}
        emptyText={t('admin.mails.empty')}
        columns={columns}
        onPageChange={setPage}
      />
    </div>
  );
}
