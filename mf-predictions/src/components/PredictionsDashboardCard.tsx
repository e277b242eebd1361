import { usePredictionsQuery } from '@cigogne/graphql/predictions';
import { FeatureDashboardCard } from '@cigogne/ui/dashboard/FeatureDashboardCard';
import { usePredictionsT } from '../i18n/usePredictionsT';
import { usePredictionPaths } from '../PredictionsPaths';
import { DashboardPredictionRow } from './DashboardPredictionRow';

/** The dashboard's predictions card (docs/product.md#dashboard): my predictions, create, empty state. */
export function PredictionsDashboardCard() {
  const t = usePredictionsT();
  const paths = usePredictionPaths();
  return (
    <FeatureDashboardCard
      title={t('predictions.card.title')}
      result={usePredictionsQuery()}
      items={(data) => data.predictions}
      renderItem={(prediction) => <DashboardPredictionRow key={prediction.id} prediction={prediction} />}
      create={{ to: paths.create, label: t('predictions.card.create') }}
      seeAll={{ to: paths.list, label: t('predictions.card.seeAll') }}
      emptyText={t('predictions.card.empty')}
    />
  );
}
