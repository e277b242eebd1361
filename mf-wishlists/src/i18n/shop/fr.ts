/**
 * Messages of the owner's "items from any shop" screens (docs/product.md#items-from-any-shop): the
 * bookmarklet offer, the share page, the anti-bot notice. Their own catalogue, added by those
 * screens' chunks (ShopMessages): a guest's first visit of a public list does not download them.
 */
export const fr = {
  'wishlists.shop.blockedTitle': 'Cette boutique bloque la lecture automatique',
  'wishlists.shop.blockedText':
    'Elle a répondu par une vérification anti-robot (captcha) au lieu de la page du produit. Saisissez le titre, le prix et la photo à la main : le lien est conservé.',

  'wishlists.shop.bookmarklet.title': 'Ajouter depuis n’importe quelle boutique',
  'wishlists.shop.bookmarklet.explain':
    'Glissez ce bouton dans la barre de favoris de votre navigateur. Sur la page d’un produit, dans n’importe quelle boutique, cliquez dessus : Cigogne s’ouvre avec ce produit, prêt à être ajouté à cette liste.',
  'wishlists.shop.bookmarklet.link': 'Ajouter à Cigogne',
  'wishlists.shop.bookmarklet.copy': 'Copier le code du favori',
  'wishlists.shop.bookmarklet.privacy': 'Seule l’adresse de la page du produit est transmise à Cigogne.',
  'wishlists.shop.bookmarklet.dragHint':
    'Ce bouton s’utilise depuis vos favoris : glissez-le dans la barre de favoris, ou copiez son code et collez-le comme adresse d’un nouveau favori.',
  'wishlists.shop.bookmarklet.copied': 'Code copié : créez un favori et collez-le comme adresse.',

  'wishlists.shop.share.title': 'Ajouter à une liste',
  'wishlists.shop.share.pick': 'À quelle liste ajouter ce produit ?',
  'wishlists.shop.share.add': 'Ajouter à « {title} »',
  'wishlists.shop.share.noUrl': 'Ce qui a été partagé ne contient pas d’adresse web. Partagez la page du produit depuis votre navigateur.',
  'wishlists.shop.share.noList': 'Vous n’avez pas encore de liste de naissance en cours. Créez-en une, puis partagez le produit à nouveau.',
  'wishlists.shop.share.link': 'Produit partagé : {url}',
};

export type WishlistsShopMessageId = keyof typeof fr;
