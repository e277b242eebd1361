// docs/product.md#received-and-thanked: after the birth, what arrived, what the family bought itself, whom it thanked.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { guest, ownerWithItem } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const THANK = `mutation($w: ID!, $i: ID!, $r: ID!, $thanked: Boolean!) {
  thankWishlistReservation(wishlistId: $w, itemId: $i, reservationId: $r, input: { thanked: $thanked }) { id name thankedAt }
}`;

describe('received, bought elsewhere and most wanted', () => {
  it('the owner marks an item received (a date only the owner sees) and back', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server);
    const patch = (body: object) => server.api('PATCH', `/wishlists/${wishlistId}/items/${itemId}`, { token: owner.token, body });
    const received = await patch({ received: true });
    expect(received.status).toBe(200);
    expect(Date.parse(received.body.receivedAt)).toBeGreaterThan(Date.now() - 60_000);
    // marking it again keeps the first date
    expect((await patch({ received: true })).body.receivedAt).toBe(received.body.receivedAt);
    for (const token of [undefined, (await signUp(server)).token]) {
      expect((await server.api('GET', `/wishlists/${wishlistId}`, { token })).body.items[0].receivedAt).toBeNull();
    }
    expect((await patch({ received: false })).body.receivedAt).toBeNull();
  });

  it('a bought item is unavailable to guests, without a name; reserving it is alreadyReserved', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server, { quantity: 3 });
    await server.api('PATCH', `/wishlists/${wishlistId}/items/${itemId}`, { token: owner.token, body: { boughtElsewhere: true } });
    const seen = (await server.api('GET', `/wishlists/${wishlistId}`)).body;
    expect(seen.items[0]).toMatchObject({ boughtElsewhere: true, isReserved: true, reservedBy: null, reservedAt: null });
    expect(seen.reservedCount).toBe(1);
    const res = await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body: guest() });
    expect(res).toMatchObject({ status: 409, body: { type: 'alreadyReserved' } });
  });

  it('a most wanted item comes first among the available ones of its category', async () => {
    const { owner, wishlistId } = await ownerWithItem(server, { title: 'Ancien', category: 'meal' });
    const create = (body: object) => server.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body });
    await create({ title: 'Récent', category: 'meal' });
    const wanted = await create({ title: 'Le plus voulu', category: 'meal', mostWanted: true });
    expect(wanted.body.mostWanted).toBe(true);
    const titles = (await server.api('GET', `/wishlists/${wishlistId}`)).body.items.map((i: { title: string }) => i.title);
    expect(titles.slice(0, 3)).toEqual(['Le plus voulu', 'Ancien', 'Récent']);
  });
});

describe('thanks', () => {
  it('the owner marks a guest thanked and back, over REST and GraphQL; the date is kept; nobody else can', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server, { quantity: 2 });
    await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body: guest({ name: 'Mamie Jo' }) });
    const [reservation] = (await server.api('GET', `/wishlists/${wishlistId}`, { token: owner.token })).body.items[0].reservations;
    const path = `/wishlists/${wishlistId}/items/${itemId}/reservations/${reservation.id}`;
    const thanked = await server.api('PATCH', path, { token: owner.token, body: { thanked: true } });
    expect(thanked).toMatchObject({ status: 200, body: { id: reservation.id, name: 'Mamie Jo', quantity: 1 } });
    expect(thanked.body.thankedAt).not.toBeNull();
    const again = await server.gql(THANK, { w: wishlistId, i: itemId, r: reservation.id, thanked: true }, owner.token);
    expect(again.body.data.thankWishlistReservation).toEqual({ id: reservation.id, name: 'Mamie Jo', thankedAt: thanked.body.thankedAt });
    expect((await server.api('PATCH', path, { token: owner.token, body: {} })).body.errors).toEqual([
      { path: 'thanked', message: 'validation.required' },
    ]);
    const other = await signUp(server);
    expect((await server.api('PATCH', path, { token: other.token, body: { thanked: false } })).status).toBe(404);
    expect((await server.api('PATCH', path, { body: { thanked: false } })).status).toBe(401);
    const stranger = await server.gql(THANK, { w: wishlistId, i: itemId, r: reservation.id, thanked: false }, other.token);
    expect(stranger.body.errors[0].extensions.code).toBe('notFound');
    expect((await server.api('PATCH', path, { token: owner.token, body: { thanked: false } })).body.thankedAt).toBeNull();
    const missing = `/wishlists/${wishlistId}/items/${itemId}/reservations/11111111-1111-4111-8111-111111111111`;
    expect((await server.api('PATCH', missing, { token: owner.token, body: { thanked: true } })).body.type).toBe('reservationNotFound');
  });

  it('the CSV says whether and when each guest was thanked, and the stats count units', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server, { price: 20, quantity: 6 });
    await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body: guest({ name: 'Léon', quantity: 2 }) });
    await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body: guest({ name: 'Zoé' }) });
    const gift = await server.api('POST', `/wishlists/${wishlistId}/items`, {
      token: owner.token,
      body: { title: 'Poussette', price: 300, groupGift: true },
    });
    await server.api('POST', `/wishlists/${wishlistId}/items/${gift.body.id}/reserve`, { body: guest({ name: 'Hugo', amount: 75 }) });
    const [first] = (await server.api('GET', `/wishlists/${wishlistId}`, { token: owner.token })).body.items.find(
      (i: { id: string }) => i.id === itemId,
    ).reservations;
    await server.api('PATCH', `/wishlists/${wishlistId}/items/${itemId}/reservations/${first.id}`, {
      token: owner.token,
      body: { thanked: true },
    });
    const csv = await fetch(`${server.url}/api/wishlists/${wishlistId}/reservations.csv`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines.find((l) => l.includes('Léon'))).toMatch(
      /^"Poussette";"Sorties";"20,00";"2";"";"Léon";".*";"[^"]+";"oui";"\d\d\/\d\d\/\d{4} /,
    );
    expect(lines.find((l) => l.includes('Zoé'))).toMatch(/"1";"";"Zoé";.*"non";""$/);
    expect(lines.find((l) => l.includes('Hugo'))).toMatch(/"300,00";"";"75,00";"Hugo";.*"non";""$/);
    const stats = (await server.api('GET', `/wishlists/${wishlistId}/stats`, { token: owner.token })).body;
    expect(stats.find((s: { band: string }) => s.band === 'cheap')).toEqual({ band: 'cheap', available: 3, reserved: 3 });
    expect(stats.find((s: { band: string }) => s.band === 'ultraExpensive')).toEqual({ band: 'ultraExpensive', available: 1, reserved: 0 });
  });
});
