/**
 * Queries refreshed after a prediction mutation (by operation name: only the ones on screen refetch;
 * the others revalidate when shown again).
 */
export const PREDICTION_REFETCH_QUERIES = ['Predictions', 'Prediction'];
