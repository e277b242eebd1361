import { ThemeColor, Visibility } from '../../common/enums.js';
import { exampleItemPicture } from '../../common/example-item-pictures.js';
import { Reservation } from './reservation.entity.js';
import { ItemCategory, WishlistStatus } from './wishlist.enums.js';
import { cents } from './wishlist.money.js';
import { WishlistItem } from './wishlist-item.entity.js';
import { Wishlist } from './wishlist.entity.js';

/**
 * A built-in example item; the same in every install (fixed ids and dates). `reserved`: units taken
 * (in as many anonymous reservations), or the euros pledged toward a group gift, one pledge each.
 */
export interface ExampleItem {
  id: string;
  title: string;
  price: number;
  category: ItemCategory | null;
  description: string;
  quantity: number;
  groupGift: boolean;
  reserved: number[];
  /** Its drawing, served by this server (common/example-item-pictures.ts). */
  image: string;
}

const CREATED = new Date('2026-01-15T09:00:00.000Z');

/** The example baby is always on the way: due the first of the month three months from `now`. */
export function exampleDueDate(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1));
}

/** GET /wishlists/example: the demo list (docs/product.md#the-example-list), in French, never stored. */
const EXAMPLE_WISHLIST = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Liste de naissance de Jade',
  description: 'Bienvenue sur notre liste\u202f!\nMerci de tout cœur pour votre générosité.',
  visibility: Visibility.public,
  themeColor: ThemeColor.pink,
  cover: 'baby_01.jpg',
  status: WishlistStatus.published,
  createdAt: CREATED,
  updatedAt: CREATED,
  items: (
    [
      ['Baignoire pliable', 34.9, ItemCategory.hygiene, 'Pliable, facile à ranger dans la salle de bain.', 1, false, [], 'bath'],
      ['Thermomètre de bain', 9.99, ItemCategory.hygiene, 'En forme de canard.', 1, false, [1], 'bath-thermometer'],
      ['Gigoteuse 0-6 mois', 39, ItemCategory.bedroom, 'En coton bio, TOG 2.5.', 1, false, [], 'sleeping-bag'],
      ['Veilleuse étoilée', 24.5, ItemCategory.bedroom, 'Projette un ciel étoilé au plafond.', 1, false, [], 'night-light'],
      ['Tapis d’éveil', 59.9, ItemCategory.wakeup, 'Avec arche et jouets suspendus.', 1, false, [1], 'play-mat'],
      ['Chaise haute évolutive', 129, ItemCategory.meal, 'Réglable en hauteur, de 6 mois à 10 ans.', 1, false, [], 'high-chair'],
      // a group gift: two cousins have pledged
      [
        'Poussette compacte',
        249,
        ItemCategory.outings,
        'Se plie d’une main. Une cagnotte\u00a0: chacun participe.',
        1,
        true,
        [50, 30],
        'stroller',
      ],
      // a multi-unit item: 2 of 6 taken
      ['Body manches longues', 9.9, ItemCategory.clothing, 'Taille 3 mois.', 6, false, [2], 'bodysuit'],
      ['Livre de naissance', 15, null, 'Pour noter les premiers souvenirs.', 1, false, [], 'birth-book'],
    ] as const
  ).map(([title, price, category, description, quantity, groupGift, reserved, picture], i): ExampleItem => ({
    id: `00000000-0000-4000-8000-0000000001${String(i + 1).padStart(2, '0')}`,
    title,
    price,
    category,
    description,
    quantity,
    groupGift,
    reserved: [...reserved],
    image: exampleItemPicture(picture),
  })),
} as const;

/** The example list as entities, built fresh on each call (never stored, never flushed): the same answer in every install. */
export function exampleWishlist(): Wishlist {
  const { items, ...fields } = EXAMPLE_WISHLIST;
  const wishlist = Object.assign(new Wishlist(), { ...fields, date: exampleDueDate() });
  for (const example of items) {
    const item = Object.assign(new WishlistItem(), {
      id: example.id,
      wishlist,
      title: example.title,
      priceCents: cents(example.price),
      category: example.category,
      description: example.description,
      quantity: example.quantity,
      groupGift: example.groupGift,
      url: null,
      image: example.image,
      createdAt: fields.createdAt,
      updatedAt: fields.updatedAt,
    });
    example.reserved.forEach((taken, n) => {
      const share = example.groupGift ? { amountCents: cents(taken) } : { quantity: taken };
      item.reservations.add(
        Object.assign(new Reservation(), {
          id: `00000000-0000-4000-8000-000000300${example.id.slice(-2)}${n + 1}`,
          item,
          name: '',
          email: '',
          isAnonymous: true,
          ...share,
          createdAt: fields.createdAt,
        }),
      );
    });
    wishlist.items.add(item);
  }
  return wishlist;
}
