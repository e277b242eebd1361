import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ThemeColor, Visibility } from '../common/enums.js';
import type { User } from '../modules/auth/user.entity.js';
import { Reservation } from '../modules/wishlists/reservation.entity.js';
import { ItemCategory } from '../modules/wishlists/wishlist.enums.js';
import { WishlistItem } from '../modules/wishlists/wishlist-item.entity.js';
import { Wishlist } from '../modules/wishlists/wishlist.entity.js';

const DAY_MS = 24 * 3600 * 1000;

/** Camille's sample birth list (French, docs/product.md#who-it-is-for): public, a few items, one of them reserved. */
export function seedWishlists(em: EntityManager, owner: User): void {
  const now = Date.now();
  const wishlist = em.create(Wishlist, {
    owner,
    title: 'La liste de naissance de Jade',
    description: 'Merci à tous pour votre affection !\nVoici quelques idées pour bien accueillir Jade.',
    date: new Date(now + 60 * DAY_MS),
    visibility: Visibility.public,
    themeColor: ThemeColor.pink,
    cover: 'baby_02.jpg',
    createdAt: new Date(now - 20 * DAY_MS),
  });
  const items: [title: string, price: number | null, category: ItemCategory | null, description: string | null][] = [
    ['Baignoire ergonomique', 29.9, ItemCategory.hygiene, 'Avec support antidérapant.'],
    ['Gigoteuse d’été', 34.5, ItemCategory.bedroom, 'Taille 0-6 mois, en coton.'],
    ['Mobile musical', 45, ItemCategory.wakeup, null],
    ['Poussette trio', 389, ItemCategory.outings, 'Nacelle, siège auto et poussette.'],
    ['Album photo', 18, null, 'Pour les souvenirs des premiers mois.'],
  ];
  const created = items.map(([title, price, category, description], i) =>
    em.create(WishlistItem, {
      wishlist,
      title,
      priceCents: price === null ? null : Math.round(price * 100),
      category,
      description,
      createdAt: new Date(now - (19 - i) * DAY_MS),
    }),
  );
  // the guest's cancel token is unknown to anyone: a random one, stored hashed like every other
  em.create(Reservation, {
    item: created[1],
    name: 'Mamie Françoise',
    email: 'francoise.martin@example.fr',
    message: 'Pour de douces nuits, avec tout mon amour.',
    cancelTokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    createdAt: new Date(now - 5 * DAY_MS),
  });
}
