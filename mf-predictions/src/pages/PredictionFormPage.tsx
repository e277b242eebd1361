import { useCreatePredictionMutation, useUpdatePredictionMutation, type PredictionInput } from '@cigogne/graphql/predictions';
import { QueryGate } from '@cigogne/ui/query/QueryGate';
import { useNavigate } from '@cigogne/ui/router';
import { FormPage } from '@cigogne/ui/layout/FormPage';
import { submitThen } from '@cigogne/ui/forms/submitThen';
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

  const submit = (input: PredictionInput) =>
    submitThen(createPrediction({ variables: { input } }), ({ data }) => data && navigate(paths.manage(data.createPrediction.id)));

  return (
    <FormPage title={t('predictions.form.createTitle')} back={{ to: paths.list, label: t('predictions.list.title') }}>
      <PredictionForm
        submitLabel={t('predictions.form.submitCreate')}
        submitting={loading}
        error={error}
        onSubmit={submit}
        onCancel={() => navigate(paths.list)}
      />
    </FormPage>
  );
}

function EditPrediction({ prediction }: { prediction: PredictionData }) {
  const t = usePredictionsT();
  const navigate = useNavigate();
  const paths = usePredictionPaths();
  const [updatePrediction, { loading, error }] = useUpdatePredictionMutation({ refetchQueries: PREDICTION_REFETCH_QUERIES });
  const title = predictionTitle(t, prediction);

  const submit = (input: PredictionInput) =>
    submitThen(updatePrediction({ variables: { id: prediction.id, input } }), () => navigate(paths.manage(prediction.id)));

  return (
    <FormPage title={t('predictions.form.editTitle')} subtitle={title} back={{ to: paths.manage(prediction.id), label: title }}>
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
    </FormPage>
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
