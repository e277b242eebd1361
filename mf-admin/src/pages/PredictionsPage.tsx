import { formatDateTime } from '@cigogne/ui/format/date';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import { VisibilityBadge, type VisibilityValue } from '@cigogne/ui/visibility/VisibilityBadge';
import { useIntl } from 'react-intl';
import { PagedTable, type Column } from '../components/PagedTable';
import { adminQuery, PAGE_SIZE } from '../data/adminQuery';
import { useAdminPredictionsQuery, type AdminPredictionsQuery } from '@cigogne/graphql/admin';
import { usePageParams } from '../data/pageParams';
import { useAdminT } from '../i18n/useAdminT';

type Prediction = AdminPredictionsQuery['adminPredictions']['items'][number];

/** The app route where an owner manages a prediction (mf_predictions'), outside this remote's mount point. */
export const predictionManagePath = (id: string) => `/predictions/${id}/manage`;

/** /admin/predictions: every prediction with its answer count, each opening its manage page. */
export function PredictionsPage() {
  const t = useAdminT();
  const { locale } = useIntl();
  const { page, setPage } = usePageParams([]);
  const result = useAdminPredictionsQuery(adminQuery({ page, pageSize: PAGE_SIZE }));

  const columns: Array<Column<Prediction>> = [
    { key: 'firstName', title: t('admin.predictions.firstName'), render: (prediction) => prediction.firstName },
    {
      key: 'visibility',
      title: t('admin.predictions.visibility'),
      render: (prediction) => <VisibilityBadge visibility={prediction.visibility as VisibilityValue} />,
    },
    { key: 'answerCount', title: t('admin.predictions.answerCount'), render: (prediction) => prediction.answerCount, align: 'end' },
    { key: 'ownerEmail', title: t('admin.owner'), render: (prediction) => prediction.ownerEmail },
    { key: 'coOwnerCount', title: t('admin.predictions.coOwnerCount'), render: (prediction) => prediction.coOwnerCount, align: 'end' },
    { key: 'createdAt', title: t('admin.predictions.createdAt'), render: (prediction) => formatDateTime(prediction.createdAt, locale) },
    { key: 'updatedAt', title: t('admin.predictions.updatedAt'), render: (prediction) => formatDateTime(prediction.updatedAt, locale) },
    {
      key: 'manage',
      title: t('admin.predictions.manage'),
      hideTitle: true,
      render: (prediction) => (
        <ButtonLink
          to={predictionManagePath(prediction.id)}
          size="small"
          aria-label={t('admin.predictions.manageLabel', { firstName: prediction.firstName })}
        >
          {t('admin.predictions.manage')}
        </ButtonLink>
      ),
    },
  ];

  return (
    <div className="cg-page">
      <PageHeader title={t('admin.predictions.title')} />
      <PagedTable<Prediction>
        label={t('admin.predictions.tableLabel')}
        data={(result.data ?? result.previousData)?.adminPredictions}
        loading={result.loading}
        error={result.error}
        onRetry={() => void result.refetch().catch(() => undefined)}
        errorText={t('admin.predictions.error')}
        emptyText={t('admin.predictions.empty')}
        columns={columns}
        onPageChange={setPage}
      />
    </div>
  );
}
