import { ReloadOutlined } from '@ant-design/icons';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { Button } from 'antd';
import { PagedTable, type Column } from '../components/PagedTable';
import { useAdminRemotes, type AdminRemote } from '../data/useAdminRemotes';
import type { AdminMessageId } from '../i18n/fr';
import { useAdminT } from '../i18n/useAdminT';

type Row = AdminRemote & { id: string };

const FEATURES = ['predictions', 'wishlists', 'timelines', 'admin'];

/**
 * /admin/remotes: where the shell loads each remote from (the registry: REMOTES_FILE over
 * MF_<FEATURE>_URL, docs/operations.md), the build and contract versions its manifest records,
 * and whether the manifest answers and how fast. A remote of another contract major is marked:
 * the shell shows its "section unavailable" panel instead.
 */
export function RemotesPage() {
  const t = useAdminT();
  const result = useAdminRemotes();
  const featureName = (feature: string) => (FEATURES.includes(feature) ? t(`admin.remotes.feature.${feature}` as AdminMessageId) : feature);
  const notAvailable = t('common.notAvailable');

  const columns: Array<Column<Row>> = [
    { key: 'feature', title: t('admin.remotes.feature'), render: (remote) => featureName(remote.feature) },
    { key: 'url', title: t('admin.remotes.url'), render: (remote) => <code className="adm-code">{remote.url}</code> },
    {
      key: 'manifest',
      title: t('admin.remotes.manifest'),
      render: (remote) =>
        remote.ok ? (
          <span className="adm-badge adm-badge--success" data-tone="success">
            {t('admin.remotes.answers', { ms: remote.ms })}
          </span>
        ) : (
          <span className="adm-badge adm-badge--error" data-tone="error" title={remote.problem ?? undefined}>
            {t('admin.remotes.noAnswer', { problem: remote.problem ?? '' })}
          </span>
        ),
    },
    {
      key: 'build',
      title: t('admin.remotes.buildVersion'),
      render: (remote) => (remote.buildVersion ? <code className="adm-code">{remote.buildVersion}</code> : notAvailable),
    },
    {
      key: 'contract',
      title: t('admin.remotes.contractVersion'),
      render: (remote) =>
        remote.contractVersion ? (
          <>
            <code className="adm-code">{remote.contractVersion}</code>{' '}
            {remote.compatible ? null : (
              <span className="adm-badge adm-badge--warning" data-tone="warning">
                {t('admin.remotes.incompatible')}
              </span>
            )}
          </>
        ) : (
          notAvailable
        ),
    },
  ];

  const data = result.data && {
    items: result.data.remotes.map((remote) => ({ ...remote, id: remote.feature })),
    page: 1,
    pageSize: result.data.remotes.length,
    total: result.data.remotes.length,
  };
  return (
    <div className="cg-page">
      <PageHeader
        title={t('admin.remotes.title')}
        actions={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={result.reload} loading={result.loading && !!result.data}>
            {t('admin.remotes.refresh')}
          </Button>
        }
      />
      {result.data ? <p className="cg-muted">{t('admin.remotes.shellContract', { version: result.data.shellContractVersion })}</p> : null}
      <PagedTable<Row>
        label={t('admin.remotes.tableLabel')}
        data={data}
        loading={result.loading}
        error={result.error}
        onRetry={result.reload}
        errorText={t('admin.remotes.error')}
        emptyText={t('admin.remotes.empty')}
        columns={columns}
        onPageChange={() => undefined}
      />
    </div>
  );
}
