/**
 * The messages of mf_wishlists' dashboard card, loaded alone with it (see defineCard in
 * ui/src/remote); every other screen gets them merged with ../fr.ts. French.
 */
export const fr = {
  'wishlists.owner.reserved': '{count, plural, =0 {aucun réservé} one {# sur {units} réservé} other {# sur {units} réservés}}',
  'wishlists.owner.pledges': '{count, plural, one {# participation} other {# participations}}',
  'wishlists.card.title': 'Listes',
  'wishlists.card.empty': 'Vous n’avez pas encore de liste.',
  'wishlists.card.create': 'Créer une liste',
  'wishlists.card.seeAll': 'Voir toutes mes listes',
  'wishlists.card.view': 'Voir {title}',
  'wishlists.card.manage': 'Gérer {title}',
  'wishlists.card.share': 'Partager {title}',
  'wishlists.count.items': '{count, plural, =0 {Aucun article} one {# article} other {# articles}}',
} as const satisfies Record<string, string>;

export type WishlistsCardMessageId = keyof typeof fr;
