import type { WishlistsShopMessageId } from './fr';

/** Messages of the owner's "items from any shop" screens, English. */
export const en: Record<WishlistsShopMessageId, string> = {
  'wishlists.shop.blockedTitle': 'This shop blocks automatic reading',
  'wishlists.shop.blockedText':
    'It answered with an anti-robot check (captcha) instead of the product page. Enter the title, price and picture by hand: the link is kept.',

  'wishlists.shop.bookmarklet.title': 'Add from any shop',
  'wishlists.shop.bookmarklet.explain':
    'Drag this button to your browser’s bookmarks bar. On a product’s page, in any shop, click it: Cigogne opens with that product, ready to be added to this list.',
  'wishlists.shop.bookmarklet.link': 'Add to Cigogne',
  'wishlists.shop.bookmarklet.copy': 'Copy the bookmark’s code',
  'wishlists.shop.bookmarklet.privacy': 'Only the address of the product’s page is sent to Cigogne.',
  'wishlists.shop.bookmarklet.dragHint':
    'This button works from your bookmarks: drag it to the bookmarks bar, or copy its code and paste it as a new bookmark’s address.',
  'wishlists.shop.bookmarklet.copied': 'Code copied: create a bookmark and paste it as its address.',

  'wishlists.shop.share.title': 'Add to a list',
  'wishlists.shop.share.pick': 'Which list should this product go to?',
  'wishlists.shop.share.add': 'Add to "{title}"',
  'wishlists.shop.share.noUrl': 'What was shared holds no web address. Share the product’s page from your browser.',
  'wishlists.shop.share.noList': 'You have no birth list under way yet. Create one, then share the product again.',
  'wishlists.shop.share.link': 'Shared product: {url}',
};
