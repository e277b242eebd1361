import type { AdminContactQuery } from '@cigogne/graphql/admin';
import { formatDateTime } from '@cigogne/ui/format/date';
import { useIntl } from 'react-intl';
import { useAdminT } from '../i18n/useAdminT';

type Request = NonNullable<AdminContactQuery['adminContact']>['request'];

/** What the visitor sent: how to reach them, the subject, when it came, and the message. */
export function ContactRequestFields({ request }: { request: Request }) {
  const t = useAdminT();
  const { locale } = useIntl();
  return (
    <>
      <dl className="adm-fields">
        <dt>{t('admin.contacts.email')}</dt>
        <dd>
          <a href={`mailto:${request.email}`}>{request.email}</a>
        </dd>
        {request.phone && (
          <>
            <dt>{t('admin.contacts.phone')}</dt>
            <dd>
              <a href={`tel:${request.phone}`}>{request.phone}</a>
            </dd>
          </>
        )}
        {request.subject && (
          <>
            <dt>{t('admin.contacts.subject')}</dt>
            <dd>{request.subject}</dd>
          </>
        )}
      </dl>
      <p className="cg-muted">{t('admin.contacts.receivedOn', { date: formatDateTime(request.createdAt, locale) })}</p>
      <h3 className="adm-subtitle">{t('admin.contacts.message')}</h3>
      <p className="adm-message-body">{request.message}</p>
    </>
  );
}
