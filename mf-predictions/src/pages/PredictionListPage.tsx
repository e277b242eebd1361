import { ListCards } from '@cigogne/ui/layout/ListCard';
import { PlusOutlined } from '@ant-design/icons';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { SectionLoader } from '@cigogne/ui/loaders/SectionLoader';
import { useDeletePredictionMutation, usePredictionsQuery, type PredictionsQuery } from '@cigogne/graphql/predictions';
import { Empty } from 'antd';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { useConfirmedDelete } from '@cigogne/ui/dialogs/useConfirmedDelete';
import { PredictionListItem } from '../components/PredictionListItem';
import { predictionTitle } from '../components/predictionTitle';
import { usePredictionsT } from '../i18n/usePredictionsT';
import { usePredictionPaths } from '../PredictionsPaths';

type Prediction = PredictionsQuery['predictions'][number];

/** /predictions: my predictions, the create button (also the empty state's action), deletion after confirmation. */
export function PredictionListPage() {
  const paths = usePredictionPaths();
  const t = usePredictionsT();
  const { data, loading, error } = usePredictionsQuery();
  const [deletePrediction, deletion] = useDeletePredictionMutation({
    refetchQueries: ['Predictions'],
    awaitRefetchQueries: true,
    // The deleted prediction must not linger in the cache (the dashboard card reads it too).
    update: (cache, _result, { variables }) => {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Prediction', id: variables.id }) });
      cache.gc();
    },
  });
  const titleOf = (prediction: Prediction) => predictionTitle(t, prediction);
  const { ask, dialog } = useConfirmedDelete(
    (prediction: Prediction) => deletePrediction({ variables: { id: prediction.id } }),
    deletion,
    titleOf,
  );

  const create = (
    <ButtonLink type="primary" icon={<PlusOutlined aria-hidden />} to={paths.create}>
      {t('predictions.list.create')}
    </ButtonLink>
  );
  const predictions = data?.predictions ?? [];

  return (
    <div className="cg-page">
      <PageHeader
        title={t('predictions.list.title')}
        subtitle={t('predictions.list.subtitle')}
        actions={predictions.length ? create : undefined}
      />
      {error && !data ? <FormErrorBanner error={error} /> : null}
      {loading && !data ? (
        <SectionLoader rows={6} />
      ) : predictions.length === 0 && !error ? (
        <div className="cg-empty">
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <span className="cg-empty-text">
                <strong>{t('predictions.list.empty')}</strong>
                <br />
                {t('predictions.list.emptyHint')}
              </span>
            }
          >
            {create}
          </Empty>
        </div>
      ) : (
        <ListCards>
          {predictions.map((prediction) => (
            <PredictionListItem key={prediction.id} prediction={prediction} title={titleOf(prediction)} onDelete={() => ask(prediction)} />
          ))}
        </ListCards>
      )}
      {dialog}
    </div>
  );
}
