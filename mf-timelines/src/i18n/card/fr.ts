/**
 * The messages of mf_timelines' dashboard card, loaded alone with it (see defineCard in
 * ui/src/remote); every other screen gets them merged with ../fr.ts. French.
 */
export const fr = {
  'timelines.count.events': '{count, plural, one {# événement} other {# événements}}',
  'timelines.count.photos': '{count, plural, one {# photo} other {# photos}}',
  'timelines.card.title': 'Frises',
  'timelines.card.empty': 'Vous n’avez pas encore de frise.',
  'timelines.card.create': 'Créer une frise',
  'timelines.card.seeAll': 'Voir toutes mes frises',
  'timelines.card.view': 'Voir {title}',
  'timelines.card.manage': 'Gérer {title}',
  'timelines.card.share': 'Partager {title}',
} as const satisfies Record<string, string>;

export type TimelinesCardMessageId = keyof typeof fr;
