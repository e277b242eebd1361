import { QueryGate } from '@cigogne/ui/query/QueryGate';
import { SharePanel } from '@cigogne/ui/share/SharePanel';
import { publicUrl } from '@cigogne/ui/share/publicUrl';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { selectPrediction, useRoutePrediction } from '../data/routePrediction';
import { predictionTitle } from '../components/predictionTitle';
import { usePredictionsT } from '../i18n/usePredictionsT';
import { usePredictionPaths } from '../PredictionsPaths';

/** /predictions/:id/share: the guests' link with copy and native share, or the private warning. */
export function SharePredictionPage() {
  const t = usePredictionsT();
  const paths = usePredictionPaths();
  const query = useRoutePrediction();
  return (
    <QueryGate result={query} select={selectPrediction} ownerOnly>
      {(prediction) => {
        const title = predictionTitle(t, prediction);
        return (
          <div className="cg-page cg-page--narrow">
            <PageHeader
              title={t('predictions.share.title')}
              subtitle={prediction.visibility === 'public' ? t('predictions.share.subtitle') : title}
              back={{ to: paths.manage(prediction.id), label: title }}
            />
            <div className="cg-panel">
              <SharePanel
                url={publicUrl(paths.view(prediction.id))}
                isPublic={prediction.visibility === 'public'}
                editPath={paths.edit(prediction.id)}
                shareTitle={t('predictions.share.shareTitle')}
                qrFileName="prediction-qr-code.png"
              />
            </div>
          </div>
        );
      }}
    </QueryGate>
  );
}
