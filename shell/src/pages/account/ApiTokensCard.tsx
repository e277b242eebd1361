import { useApiTokensQuery, useRevokeApiTokenMutation, type ApiTokensQuery } from '@cigogne/graphql/auth';
import { useConfirmedDelete } from '@cigogne/ui/dialogs/useConfirmedDelete';
import { formatDateTime } from '@cigogne/ui/format/date';
import { Alert, Button, Card, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useShellT } from '../../i18n/useShellT';
import { NewApiTokenForm } from './NewApiTokenForm';
import './api-tokens.css';

type ApiToken = ApiTokensQuery['apiTokens'][number];

/** "Accès API": the account's personal access tokens (docs/api.md#tokens): create, list, revoke after confirmation. */
export function ApiTokensCard() {
  const t = useShellT();
  const { locale } = useIntl();
  const tokens = useApiTokensQuery({ fetchPolicy: 'cache-and-network' });
  const [revoke, revocation] = useRevokeApiTokenMutation({ refetchQueries: ['ApiTokens'], awaitRefetchQueries: true });
  const { ask, dialog } = useConfirmedDelete<ApiToken>(
    (token) => revoke({ variables: { id: token.id } }),
    revocation,
    (token) => token.name,
  );
  const list = tokens.data?.apiTokens ?? [];
  // read once per mount: the expired tags need no ticking clock
  const [now] = useState(Date.now);

  return (
    <Card title={<h2 className="card-title">{t('shell.apiTokens.title')}</h2>} style={{ marginTop: 20 }}>
      <Typography.Paragraph type="secondary">{t('shell.apiTokens.help')}</Typography.Paragraph>
      <NewApiTokenForm />
      <h3 className="api-tokens__subtitle">{t('shell.apiTokens.listTitle')}</h3>
      {tokens.loading && !tokens.data && <Skeleton active paragraph={{ rows: 2 }} />}
      {tokens.error && !tokens.data && <Alert type="error" showIcon title={t('errors.unknown')} />}
      {tokens.data && list.length === 0 && <Typography.Paragraph type="secondary">{t('shell.apiTokens.empty')}</Typography.Paragraph>}
      {list.length > 0 && (
        <ul className="api-tokens" aria-label={t('shell.apiTokens.listTitle')}>
          {list.map((token) => {
            const expired = Date.parse(token.expiresAt) <= now;
            return (
              <li key={token.id} className="api-tokens__item">
                <div className="api-tokens__head">
                  <strong>{token.name}</strong>
                  {token.scopes.map((scope) => (
                    <Tag key={scope} color={scope === 'write' ? undefined : 'blue'}>
                      {scope === 'write' ? t('shell.apiTokens.scopeWrite') : t('shell.apiTokens.scopeRead')}
                    </Tag>
                  ))}
                  {expired && <Tag>{t('shell.apiTokens.expired')}</Tag>}
                </div>
                <div className="api-tokens__dates">
                  {t('shell.apiTokens.created', { date: formatDateTime(token.createdAt, locale) })}
                  {' · '}
                  {token.lastUsedAt
                    ? t('shell.apiTokens.lastUsed', { date: formatDateTime(token.lastUsedAt, locale) })
                    : t('shell.apiTokens.neverUsed')}
                  {' · '}
                  {t(expired ? 'shell.apiTokens.expiredOn' : 'shell.apiTokens.expires', { date: formatDateTime(token.expiresAt, locale) })}
                </div>
                <Button danger size="small" onClick={() => ask(token)} aria-label={t('shell.apiTokens.revokeNamed', { name: token.name })}>
                  {t('shell.apiTokens.revoke')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {dialog}
    </Card>
  );
}
