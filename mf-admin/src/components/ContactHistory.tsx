import type { AdminContactQuery } from '@cigogne/graphql/admin';
import { formatDateTime } from '@cigogne/ui/format/date';
import { useIntl } from 'react-intl';
import { useAdminT } from '../i18n/useAdminT';

type Action = NonNullable<AdminContactQuery['adminContact']>['actions'][number];

/** What operators did with a request, oldest first: who replied (with the answer) or closed it, and when. */
export function ContactHistory({ actions }: { actions: Action[] }) {
  const t = useAdminT();
  const { locale } = useIntl();
  if (actions.length === 0) return <p className="cg-muted">{t('admin.contacts.noHistory')}</p>;
  return (
    <ol className="adm-history">
      {actions.map((action) => (
        <li key={action.id}>
          <span className="adm-history__what">
            {t(action.action === 'replied' ? 'admin.contacts.action.replied' : 'admin.contacts.action.closed', {
              name: action.actorName,
              date: formatDateTime(action.createdAt, locale),
            })}
          </span>
          {action.answer && <p className="adm-message-body adm-history__answer">{action.answer}</p>}
        </li>
      ))}
    </ol>
  );
}
