// Every column of wishlist_items must reach the read model (wishlist.read.ts), which answers the
// shared link and the owner's page: a field added to the entity but not to ITEMS_SQL and its
// mapping would be missing there while the write answers (read from the entity) show it.
// docs/adding-a-feature.md#adding-a-field-to-a-wishlist-item is the recipe.
import { ReferenceKind } from '@mikro-orm/core';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { WishlistItem } from '../wishlist-item.entity.js';
import { itemDataOf, readWishlist } from '../wishlist.read.js';
import { guest, ownerWithItem, reserveOn } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('reads every column of an item, with the value its entity holds', async () => {
  const { wishlistId, itemId } = await ownerWithItem(server, {
    quantity: 3,
    description: 'Tout terrain',
    image: 'https://example.fr/p.jpg',
  });
  expect((await reserveOn(server)(wishlistId, itemId, guest({ quantity: 2 }))).status).toBe(201);
  // the columns no request sets on a new item, away from their defaults
  await server.sql(`update wishlist_items set most_wanted = true, bought_elsewhere = true, received_at = now() where id = $1`, [itemId]);

  const em = server.orm.em.fork();
  const columns = Object.values(server.orm.getMetadata().get(WishlistItem).properties)
    .filter((property) => property.kind === ReferenceKind.SCALAR)
    .map((property) => property.name);
  expect(columns).toEqual(expect.arrayContaining(['id', 'title', 'priceCents', 'quantity', 'receivedAt', 'updatedAt']));

  const read = (await readWishlist(em, wishlistId))!.items.find((item) => item.id === itemId)!;
  expect(Object.keys(read).sort()).toEqual(expect.arrayContaining(columns.sort()));
  const entity = await em.findOneOrFail(WishlistItem, itemId, { populate: ['reservations'] });
  for (const column of columns) expect({ [column]: read[column as keyof typeof read] }).not.toEqual({ [column]: undefined });
  expect(read).toEqual(itemDataOf(entity));
  expect(read).toMatchObject({ quantity: 3, mostWanted: true, boughtElsewhere: true, receivedAt: expect.any(Date) });
});
