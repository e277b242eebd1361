import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { guest, ownerWithItem } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/wishlists/{id}/stats', () => {
  it('counts available and reserved items per price band, bounds included below and excluded above', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server, { price: 0 });
    const prices = [9.99, 10, 24.99, 25, 49.99, 50, 99.99, 100, 199.99, 200, 1500];
    const ids: Record<number, string> = {};
    for (const price of prices) {
      const res = await server.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body: { title: `P${price}`, price } });
      ids[price] = res.body.id;
    }
    await server.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body: { title: 'Sans prix' } });
    for (const price of [10, 200, 99.99]) {
      expect((await server.api('POST', `/wishlists/${wishlistId}/items/${ids[price]}/reserve`, { body: guest() })).status).toBe(201);
    }
    expect((await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body: guest() })).status).toBe(201);
    const res = await server.api('GET', `/wishlists/${wishlistId}/stats`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { band: 'veryCheap', available: 1, reserved: 1 }, // 9.99; 0 reserved
      { band: 'cheap', available: 1, reserved: 1 }, // 24.99; 10 reserved
      { band: 'medium', available: 2, reserved: 0 }, // 25, 49.99
      { band: 'expensive', available: 1, reserved: 1 }, // 50; 99.99 reserved
      { band: 'veryExpensive', available: 2, reserved: 0 }, // 100, 199.99
      { band: 'ultraExpensive', available: 1, reserved: 1 }, // 1500; 200 reserved
    ]);
  });

  it('is for the owner only', async () => {
    const { wishlistId } = await ownerWithItem(server);
    const other = await signUp(server);
    expect((await server.api('GET', `/wishlists/${wishlistId}/stats`, { token: other.token })).status).toBe(404);
    expect((await server.api('GET', `/wishlists/${wishlistId}/stats`)).status).toBe(401);
  });
});

describe('GET /api/wishlists/{id}/reservations.csv', () => {
  it('exports item, category, price, units, amount, name, message, date and thanks as an attachment, escaped, never the e-mail', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server, { price: 12.5 });
    const second = await server.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body: { title: '=HYPERLINK("x")' } });
    const g1 = guest({ name: '@Mamie "Jo"', message: '+33 6 12 34 56 78\nMerci' });
    const g2 = guest({ name: 'Secret', isAnonymous: true, message: '-1' });
    await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body: g1 });
    await server.api('POST', `/wishlists/${wishlistId}/items/${second.body.id}/reserve`, { body: g2 });
    const res = await fetch(`${server.url}/api/wishlists/${wishlistId}/reservations.csv`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename=reservations-${wishlistId}.csv`);
    const text = await res.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('"article","catégorie","prix","quantité","montant","nom","message","date","remercié","remercié le"');
    expect(lines[1]).toMatch(
      /^"Poussette","outings","12.50","1","","'@Mamie ""Jo""","'\+33 6 12 34 56 78\nMerci","\d{4}-\d\d-\d\dT[^"]+","non",""$/,
    );
    expect(text).toContain(`"'=HYPERLINK(""x"")","","","1","","Anonyme","'-1",`);
    expect(text).not.toContain('Secret');
    expect(text).not.toContain(g1.email);
    expect(text).not.toContain(g2.email);
    expect(text).not.toContain('@example.fr');
  });

  it('is for the owner only', async () => {
    const { wishlistId } = await ownerWithItem(server);
    const other = await signUp(server);
    expect((await server.api('GET', `/wishlists/${wishlistId}/reservations.csv`, { token: other.token })).status).toBe(404);
    expect((await server.api('GET', `/wishlists/${wishlistId}/reservations.csv`)).status).toBe(401);
  });
});
