import { useEndOtherSessionsMutation, useMySessionsQuery } from '@cigogne/graphql/auth';
import { formatDateTime } from '@cigogne/ui/format/date';
import { Alert, Button, Card, Tag } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useShellT } from '../../i18n/useShellT';

/** The open sessions (device, opened, last seen), and "end all other sessions". */
export function SessionsCard() {
  const t = useShellT();
  const { locale } = useIntl();
  const sessions = useMySessionsQuery({ fetchPolicy: 'cache-and-network' });
  const [endOthers, { loading }] = useEndOtherSessionsMutation({ refetchQueries: ['MySessions'], awaitRefetchQueries: true });
  const [ended, setEnded] = useState<number | null>(null);
  const list = sessions.data?.mySessions ?? [];
  const others = list.filter((s) => !s.current).length;

  const onEnd = () =>
    endOthers().then(
      ({ data }) => setEnded(data?.endOtherSessions ?? 0),
      () => setEnded(-1),
    );

  return (
    <Card title={<h2 className="card-title">{t('shell.security.sessionsTitle')}</h2>} style={{ marginTop: 20 }}>
      <ul className="session-list" aria-label={t('shell.security.sessionsTitle')}>
        {list.map((s) => (
          <li key={s.id} className="session-list__item">
            <div className="session-list__device">
              <strong>{s.device ?? t('shell.security.unknownDevice')}</strong>
              {s.current && <Tag color="blue">{t('shell.security.thisSession')}</Tag>}
            </div>
            <div className="session-list__dates">
              {t('shell.security.opened', { date: formatDateTime(s.createdAt, locale) })}
              {' · '}
              {t('shell.security.lastSeen', { date: formatDateTime(s.lastSeenAt, locale) })}
            </div>
          </li>
        ))}
      </ul>
      <Button danger onClick={onEnd} loading={loading} disabled={others === 0}>
        {t('shell.security.endOthers')}
      </Button>
      <div role="status" aria-live="polite">
        {ended !== null && (
          <Alert
            type={ended < 0 ? 'error' : 'success'}
            showIcon
            title={ended < 0 ? t('errors.unknown') : t('shell.security.ended', { count: ended })}
            style={{ marginTop: 12 }}
          />
        )}
      </div>
    </Card>
  );
}
