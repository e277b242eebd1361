import { useAdminUsersQuery, type AdminUsersQuery } from '@cigogne/graphql/admin';
import { formatDateTime } from '@cigogne/ui/format/date';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { Segmented } from 'antd';
import { useIntl } from 'react-intl';
import { PagedTable, type Column } from '../components/PagedTable';
import { adminQuery, PAGE_SIZE } from '../data/adminQuery';
import { usePageParams } from '../data/pageParams';
import { useAdminT } from '../i18n/useAdminT';

type User = AdminUsersQuery['adminUsers']['items'][number];
type Sort = 'createdAt' | 'lastLoginAt';

/** /admin/users: every account, newest first by registration or by last login (sorted by the server). */
export function UsersPage() {
  const t = useAdminT();
  const { locale } = useIntl();
  const { page, values, setPage, setValue } = usePageParams(['sort']);
  const sort: Sort = values.sort === 'lastLoginAt' ? 'lastLoginAt' : 'createdAt';
  const result = useAdminUsersQuery(adminQuery({ page, pageSize: PAGE_SIZE, sort }));

  const columns: Array<Column<User>> = [
    { key: 'name', title: t('admin.users.fullName'), render: (user) => `${user.firstName} ${user.lastName}` },
    { key: 'email', title: t('admin.users.email'), render: (user) => user.email },
    { key: 'createdAt', title: t('admin.users.createdAt'), render: (user) => formatDateTime(user.createdAt, locale) },
    {
      key: 'lastLoginAt',
      title: t('admin.users.lastLoginAt'),
      render: (user) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt, locale) : t('common.notAvailable')),
    },
  ];

  return (
    <div className="cg-page">
      <PageHeader
        title={t('admin.users.title')}
        actions={
          <div className="adm-sort">
            <span className="adm-sort__label" id="adm-users-sort">
              {t('admin.users.sortLabel')}
            </span>
            <Segmented<Sort>
              aria-labelledby="adm-users-sort"
              value={sort}
              onChange={(value) => setValue('sort', value === 'createdAt' ? null : value)}
              options={[
                { value: 'createdAt', label: t('admin.users.sort.createdAt') },
                { value: 'lastLoginAt', label: t('admin.users.sort.lastLoginAt') },
              ]}
            />
          </div>
        }
      />
      <PagedTable<User>
        label={t('admin.users.tableLabel')}
        data={(result.data ?? result.previousData)?.adminUsers}
        loading={result.loading}
        error={result.error}
        onRetry={() => void result.refetch().catch(() => undefined)}
        errorText={t('admin.users.error')}
        emptyText={t('admin.users.empty')}
        columns={columns}
        onPageChange={setPage}
      />
    </div>
  );
}
