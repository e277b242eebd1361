/** Messages of the list itself (public view, items, add-item dialog, reservation, cancel, example). */
export const guestFr = {
  'wishlists.view.loading': 'Chargement de la liste…',
};
