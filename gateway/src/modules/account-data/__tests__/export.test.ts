import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { countQueries } from '../../../../test/query-counter.js';
import { family } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /auth/me/export', () => {
  it('is one dated JSON attachment with the user and everything they own', async () => {
    const f = await family(server);
    const res = await server.api('GET', '/auth/me/export', { token: f.owner.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=cigogne-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = res.body;
    expect(data.user).toMatchObject({ id: f.owner.user.id, email: f.owner.credentials.email, firstName: 'Léa', lastName: 'Dupont' });
    expect(data.predictions).toEqual([
      expect.objectContaining({
        id: f.prediction.id,
        firstName: 'Capucine',
        answers: [expect.objectContaining({ id: f.guestAnswer.id, userName: 'Tante Rose' })],
      }),
    ]);
    expect(data.wishlists).toEqual([
      expect.objectContaining({
        id: f.wishlist.id,
        title: 'Liste de Jade',
        items: [
          expect.objectContaining({
            id: f.item.id,
            title: 'Poussette',
            reservations: [
              expect.objectContaining({ name: 'Mamie Jo', message: 'Avec tout notre amour', isAnonymous: false, quantity: 1 }),
            ],
          }),
        ],
      }),
    ]);
    expect(data.timelines).toEqual([
      expect.objectContaining({
        id: f.timeline.id,
        title: 'La vie de Jade',
        events: [expect.objectContaining({ id: f.event.id, title: 'Premier sourire' })],
      }),
    ]);
    expect(data.contactRequests).toEqual([
      expect.objectContaining({ id: f.contact.id, subject: 'Question', message: 'Bonjour, une question.' }),
    ]);
  });

  it("never carries a guest's e-mail, a password hash or a reservation's cancel token", async () => {
    const f = await family(server);
    const res = await server.api('GET', '/auth/me/export', { token: f.owner.token });
    const text = JSON.stringify(res.body);
    expect(text).toContain('Mamie Jo');
    expect(text).not.toContain(f.guestEmail);
    expect(text).not.toMatch(/\$2[aby]\$/);
    expect(text).not.toMatch(/password|cancelToken/i);
    const [{ password_hash: hash, cancel_token_hash: cancel }] = await server.sql(
      `select u.password_hash, r.cancel_token_hash from users u, reservations r where u.id = $1 and r.item_id = $2`,
      [f.owner.user.id, f.item.id],
    );
    expect(text).not.toContain(hash);
    expect(text).not.toContain(cancel);
  });

  it("another user's export holds only their own data; a visitor and a bad token get 401", async () => {
    const f = await family(server);
    const other = await signUp(server);
    const res = await server.api('GET', '/auth/me/export', { token: other.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: { id: other.user.id }, predictions: [], wishlists: [], timelines: [], contactRequests: [] });
    const text = JSON.stringify(res.body);
    for (const secret of [f.owner.credentials.email, 'Mamie Jo', 'Capucine', 'Liste de Jade', 'La vie de Jade'])
      expect(text).not.toContain(secret);
    expect(await server.api('GET', '/auth/me/export')).toMatchObject({ status: 401, body: { type: 'unauthorized', errors: [] } });
    expect((await server.api('GET', '/auth/me/export', { token: 'not-a-token' })).status).toBe(401);
  });

  it('reads a fixed number of queries, however much the account owns', async () => {
    const f = await family(server);
    const token = f.owner.token;
    const small = await countQueries(() => server.api('GET', '/auth/me/export', { token }));
    // a second list of 30 items, 10 of them reserved: the export must not grow by a query per row
    const list = await server.api('POST', '/wishlists', { token, body: { title: 'Deuxième liste' } });
    await server.api('PATCH', `/wishlists/${list.body.id}`, { token, body: { visibility: 'public' } });
    for (let i = 0; i < 30; i++) {
      const item = await server.api('POST', `/wishlists/${list.body.id}/items`, { token, body: { title: `Cadeau ${i}` } });
      if (i < 10)
        await server.api('POST', `/wishlists/${list.body.id}/items/${item.body.id}/reserve`, {
          body: { name: `Invité ${i}`, email: `i${i}@example.fr` },
        });
    }
    let res!: { body: any };
    const large = await countQueries(async () => (res = await server.api('GET', '/auth/me/export', { token })));
    expect(large).toBe(small);
    // one per table (co-ownerships, co-parents, invitations, webhooks, tokens, devices and passkeys included)
    expect(small).toBeLessThanOrEqual(20);
    expect(res.body.wishlists.map((w: { items: unknown[] }) => w.items.length)).toEqual([1, 30]);
    expect(res.body.wishlists[1].items.filter((i: { reservations: unknown[] }) => i.reservations.length)).toHaveLength(10);
    expect(JSON.stringify(res.body)).not.toMatch(/i\d@example\.fr/);
  });
});
