import { usePredictionQuery, type PredictionQuery } from '@cigogne/graphql/predictions';
import { useParams } from '@cigogne/ui/router';

export type PredictionData = PredictionQuery['prediction'];

/** The Prediction query of the route's :id, to hand to ui's QueryGate with `select={selectPrediction}`. */
export function useRoutePrediction() {
  const { id = '' } = useParams();
  return usePredictionQuery({ variables: { id } });
}

export const selectPrediction = (data: PredictionQuery): PredictionData => data.prediction;
