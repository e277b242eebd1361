import { useAdminWishlistsQuery, type AdminWishlistsQuery } from '@cigogne/graphql/admin';
import { formatDateTime } from '@cigogne/ui/format/date';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import { VisibilityBadge, type VisibilityValue } from '@cigogne/ui/visibility/VisibilityBadge';
import { useIntl } from 'react-intl';
import { PagedTable, type Column } from '../components/PagedTable';
import { adminQuery, PAGE_SIZE } from '../data/adminQuery';
import { usePageParams } from '../data/pageParams';
import { useAdminT } from '../i18n/useAdminT';

type Wishlist = AdminWishlistsQuery['adminWishlists']['items'][number];

/** The app route of a wishlist (mf_wishlists'), outside this remote's mount point. */
export const wishlistPath = (id: string) => `/wishlists/${id}`;

/** /admin/wishlists: every wishlist with its counts, each opening in the wishlists section. */
export function WishlistsPage() {
  const t = useAdminT();
  const { locale } = useIntl();
  const { page, setPage } = usePageParams([]);
  const result = useAdminWishlistsQuery(adminQuery({ page, pageSize: PAGE_SIZE }));

  const columns: Array<Column<Wishlist>> = [
    { key: 'title', title: t('admin.wishlists.name'), render: (list) => list.title },
    {
      key: 'visibility',
      title: t('admin.wishlists.visibility'),
      render: (list) => <VisibilityBadge visibility={list.visibility as VisibilityValue} />,
    },
    { key: 'itemCount', title: t('admin.wishlists.itemCount'), render: (list) => list.itemCount, align: 'end' },
    {
      key: 'reservedCount',
      title: t('admin.wishlists.reservedCount'),
      render: (list) => t('admin.wishlists.reserved', { reserved: list.reservedUnits, units: list.unitCount, pledges: list.pledgeCount }),
      align: 'end',
    },
    { key: 'ownerEmail', title: t('admin.owner'), render: (list) => list.ownerEmail },
    { key: 'createdAt', title: t('admin.wishlists.createdAt'), render: (list) => formatDateTime(list.createdAt, locale) },
    { key: 'updatedAt', title: t('admin.wishlists.updatedAt'), render: (list) => formatDateTime(list.updatedAt, locale) },
    {
      key: 'open',
      title: t('admin.wishlists.open'),
      hideTitle: true,
      render: (list) => (
        <ButtonLink to={wishlistPath(list.id)} size="small" aria-label={t('admin.wishlists.openLabel', { title: list.title })}>
          {t('admin.wishlists.open')}
        </ButtonLink>
      ),
    },
  ];

  return (
    <div className="cg-page">
      <PageHeader title={t('admin.wishlists.title')} />
      <PagedTable<Wishlist>
        label={t('admin.wishlists.tableLabel')}
        data={(result.data ?? result.previousData)?.adminWishlists}
        loading={result.loading}
        error={result.error}
        onRetry={() => void result.refetch().catch(() => undefined)}
        errorText={t('admin.wishlists.error')}
        emptyText={t('admin.wishlists.empty')}
        columns={columns}
        onPageChange={setPage}
      />
    </div>
  );
}
