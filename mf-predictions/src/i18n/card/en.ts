import type { PredictionsCardMessageId } from './fr';

/** The messages of the dashboard card, English; same keys as fr.ts. */
export const en: Record<PredictionsCardMessageId, string> = {
  'predictions.titleFor': 'Prediction for {firstName}',
  'predictions.guestTitle': 'Birth prediction',
  'predictions.count.answers': '{count, plural, =0 {No answers} one {# answer} other {# answers}}',
  'predictions.card.title': 'Predictions',
  'predictions.card.empty': 'You don’t have a prediction yet.',
  'predictions.card.create': 'Create a prediction',
  'predictions.card.seeAll': 'See all my predictions',
  'predictions.card.view': 'View {title}',
  'predictions.card.manage': 'Manage {title}',
  'predictions.card.share': 'Share {title}',
};
