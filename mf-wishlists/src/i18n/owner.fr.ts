/** Messages of the owner's screens: list, create, settings tabs, dashboard card. */
export const ownerFr = {
  'wishlists.list.title': 'Mes listes de naissance',
};
