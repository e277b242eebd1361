import { fakeItem, fakeReservation, fakeWishlist } from './fakeServer';

/** Camille's two lists: a public one with a reserved item and a private empty one. */
export const lea = fakeWishlist({
  id: 'w1',
  title: 'La liste de Léa',
  visibility: 'public',
  coverImage: null,
  items: [
    fakeItem({ id: 'i1', title: 'Poussette trio', price: 499.9, category: 'outings' }),
    fakeItem({ id: 'i2', title: 'Doudou lapin', price: 19.9, category: 'wakeup' }),
    fakeItem({
      id: 'i3',
      title: 'Gigoteuse',
      price: 39,
      category: 'bedroom',
      isReserved: true,
      reservedBy: { __typename: 'ReservedBy', name: 'Mamie Jo', message: 'Avec tout notre amour', isAnonymous: false },
      reservedAt: '2026-04-02T09:30:00.000Z',
      reservedQuantity: 1,
      reservations: [fakeReservation({ id: 'r3', message: 'Avec tout notre amour', reservedAt: '2026-04-02T09:30:00.000Z' })],
    } as never),
    fakeItem({
      id: 'i4',
      title: 'Thermomètre de bain',
      price: 8,
      category: 'hygiene',
      isReserved: true,
      reservedBy: { __typename: 'ReservedBy', name: null, message: null, isAnonymous: true },
      reservedAt: '2026-04-03T09:30:00.000Z',
      reservedQuantity: 1,
      reservations: [
        fakeReservation({
          id: 'r4',
          name: null,
          isAnonymous: true,
          reservedAt: '2026-04-03T09:30:00.000Z',
          thankedAt: '2026-04-10T18:00:00.000Z',
        }),
      ],
    } as never),
  ],
});

export const tom = fakeWishlist({ id: 'w2', title: 'Les cadeaux de Tom', visibility: 'private', coverImage: null, items: [] });
