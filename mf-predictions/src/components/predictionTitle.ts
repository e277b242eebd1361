import type { PredictionsMessageId } from '../i18n/fr';

type T = (id: PredictionsMessageId, values?: Record<string, string>) => string;

/**
 * A prediction has no title: the owner sees the baby's first name, a guest (who must not learn it)
 * a neutral heading.
 */
export function predictionTitle(t: T, prediction: { firstName: string | null }): string {
  return prediction.firstName ? t('predictions.titleFor', { firstName: prediction.firstName }) : t('predictions.guestTitle');
}
