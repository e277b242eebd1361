import { useCreatePredictionMutation, useUpdatePredictionMutation, type PredictionInput } from '@cigogne/graphql/predictions';
import { QueryGate } from '@cigogne/ui/query/QueryGate';
import { useNavigate } from '@cigogne/ui/router';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { PREDICTION_REFETCH_QUERIES } from '../data/refetchQueries';
import { selectPrediction, useRoutePrediction, type PredictionData } from '../data/routePrediction';
import { PredictionForm } from '../forms/PredictionForm';
import { WishlistLink } from '../components/WishlistLink';
import { predictionTitle } from '../components/predictionTitle';
import { usePredictionsT } from '../i18n/usePredictionsT';
import { usePredictionPaths } from '../PredictionsPaths';

/** /predictions/create: a new prediction, then its manage screen. */
export function CreatePredictionPage() {
  const t = usePredictionsT();
  const navigate = useNavigate();
  const paths = usePredictionPaths();
  const [createPrediction, { loading, error }] = useCreatePredictionMutation({ refetchQueries: PREDICTION_REFETCH_QUERIES });

  const submit = async (input: PredictionInput) => {
    try {
      const { data } = await createPrediction({ variables: { input } });
      if (data) navigate(paths.manage(data.createPrediction.id));
    } catch {
      // shown by the form's error banner
    }
  };

  return (
    <div className="cg-page cg-page--narrow">
      <PageHeader title={t('predictions.form.createTitle')} back={{ to: paths.list, label: t('predictions.list.title') }} />
      <div className="cg-panel">
        <PredictionForm
          submitLabel={t('predictions.form.submitCreate')}
          submitting={loading}
          error={error}
          onSubmit={submit}
          onCancel={() => navigate(paths.list)}
        />
      </div>
    </div>
  );
}

function EditPrediction({ prediction }: { prediction: PredictionData }) {
  const t = usePredictionsT();
  const navigate = useNavigate();
  const paths = usePredictionPaths();
  const [updatePrediction, { loading, error }] = useUpdatePredictionMutation({ refetchQueries: PREDICTION_REFETCH_QUERIES });
  const title = predictionTitle(t, prediction);

  const submit = async (input: PredictionInput) => {
    try {
      await updatePrediction({ variables: { id: prediction.id, input } });
      navigate(paths.manage(prediction.id));
    } catch {
      // shown by the form's error banner
    }
  };

  return (
    <div className="cg-page cg-page--narrow">
      <PageHeader title={t('predictions.form.editTitle')} subtitle={title} back={{ to: paths.manage(prediction.id), label: title }} />
      <div className="cg-panel">
        <PredictionForm
          initial={{ ...prediction, firstName: prediction.firstName ?? '', gender: prediction.gender ?? 'surprise' }}
          submitLabel={t('predictions.form.submitEdit')}
          submitting={loading}
          error={error}
          onSubmit={submit}
          onCancel={() => navigate(paths.manage(prediction.id))}
        >
          <WishlistLink prediction={prediction} />
        </PredictionForm>
      </div>
    </div>
  );
}

/** /predictions/:id/edit: the same form filled with the prediction, then its manage screen. */
export function EditPredictionPage() {
  const query = useRoutePrediction();
  return (
    <QueryGate result={query} select={selectPrediction} ownerOnly>
      {(prediction) => <EditPrediction prediction={prediction} />}
    </QueryGate>
  );
}
