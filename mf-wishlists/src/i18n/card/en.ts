import type { WishlistsCardMessageId } from './fr';

/** The messages of the dashboard card, English; same keys as fr.ts. */
export const en: Record<WishlistsCardMessageId, string> = {
  'wishlists.owner.reserved': '{count, plural, =0 {none reserved} other {# of {units} reserved}}',
  'wishlists.owner.pledges': '{count, plural, one {# pledge} other {# pledges}}',
  'wishlists.card.title': 'Birth lists',
  'wishlists.card.empty': 'You don’t have a list yet.',
  'wishlists.card.create': 'Create a list',
  'wishlists.card.seeAll': 'See all my lists',
  'wishlists.card.view': 'View {title}',
  'wishlists.card.manage': 'Manage {title}',
  'wishlists.card.share': 'Share {title}',
  'wishlists.count.items': '{count, plural, =0 {No items} one {# item} other {# items}}',
};
