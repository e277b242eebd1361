import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { DEMO_ACCOUNTS, seedIfEmpty } from '../../../seed/seed.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it("seeds Camille's public French wishlist with a few items, one reserved, whose guest only Camille sees", async () => {
  expect(await seedIfEmpty(server.orm, { bcryptCost: 4 })).toBe(true);
  const [row] = await server.sql(`select w.id from wishlists w join users u on u.id = w.owner_id where u.email = $1`, [
    DEMO_ACCOUNTS.owner.email,
  ]);
  const open = await server.api('GET', `/wishlists/${row.id}`);
  expect(open.status).toBe(200);
  expect(open.body).toMatchObject({ title: 'La liste de naissance de Jade', visibility: 'public', isMine: false });
  expect(open.body.items.length).toBeGreaterThanOrEqual(4);
  const reserved = open.body.items.filter((i: { isReserved: boolean }) => i.isReserved);
  expect(reserved).toHaveLength(1);
  expect(reserved[0].reservedBy).toEqual({ name: null, message: null, isAnonymous: true });

  const login = await server.api('POST', '/auth/login', {
    body: { email: DEMO_ACCOUNTS.owner.email, password: DEMO_ACCOUNTS.owner.password },
  });
  const mine = await server.api('GET', `/wishlists/${row.id}`, { token: login.body.token });
  expect(mine.body.items.find((i: { isReserved: boolean }) => i.isReserved).reservedBy.name).toBe('Mamie Françoise');
  expect(JSON.stringify(mine.body)).not.toContain('@example.fr');
});
