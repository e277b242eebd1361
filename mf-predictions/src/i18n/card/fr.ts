/**
 * The messages of mf_predictions' dashboard card, loaded alone with it (see defineCard in
 * ui/src/remote); every other screen gets them merged with ../fr.ts. French.
 */
export const fr = {
  'predictions.titleFor': 'Pronostic pour {firstName}',
  'predictions.guestTitle': 'Pronostic de naissance',
  'predictions.count.answers': '{count, plural, =0 {Aucune réponse} one {# réponse} other {# réponses}}',
  'predictions.card.title': 'Pronostics',
  'predictions.card.empty': 'Vous n’avez pas encore de pronostic.',
  'predictions.card.create': 'Créer un pronostic',
  'predictions.card.seeAll': 'Voir tous mes pronostics',
  'predictions.card.view': 'Voir {title}',
  'predictions.card.manage': 'Gérer {title}',
  'predictions.card.share': 'Partager {title}',
} as const satisfies Record<string, string>;

export type PredictionsCardMessageId = keyof typeof fr;
