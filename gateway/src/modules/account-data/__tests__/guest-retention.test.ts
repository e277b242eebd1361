import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { family } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  // a period of its own: the variable is read
  server = await startTestServer({ RESERVATION_EMAIL_RETENTION_DAYS: '10' });
});
afterAll(() => server.close());

it("a reservation older than RESERVATION_EMAIL_RETENTION_DAYS loses its guest's e-mail at the next purge, and keeps the rest; a newer one keeps it", async () => {
  const old = await family(server);
  const recent = await family(server);
  await server.sql(`update reservations set created_at = now() - interval '11 days' where item_id = $1`, [old.item.id]);
  await server.sql(`update reservations set created_at = now() - interval '9 days' where item_id = $1`, [recent.item.id]);

  // two replicas purging at once share the work: each row blanked once
  const [a, b] = await Promise.all([server.purge.purge(), server.purge.purge()]);
  expect((a['reservations.email'] ?? 0) + (b['reservations.email'] ?? 0)).toBe(1);

  const row = async (itemId: string) =>
    (
      await server.sql(`select name, email, message, cancel_token_hash is not null as cancellable from reservations where item_id = $1`, [
        itemId,
      ])
    )[0];
  expect(await row(old.item.id)).toEqual({ name: 'Mamie Jo', email: null, message: 'Avec tout notre amour', cancellable: true });
  expect(await row(recent.item.id)).toMatchObject({ name: 'Mamie Jo', email: recent.guestEmail });
  // the list still shows the item as reserved, by whom, to its owner
  const list = await server.api('GET', `/wishlists/${old.wishlist.id}`, { token: old.owner.token });
  expect(list.body.items[0]).toMatchObject({ isReserved: true, reservedBy: { name: 'Mamie Jo', message: 'Avec tout notre amour' } });
  expect(await server.purge.purge()).toEqual({});
});
