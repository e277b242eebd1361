// docs/product.md#quantities-and-group-gifts: an item of several units, each guest taking one or more.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { cancelTokenMailedTo, guest, ownerWithItem, reserveOn } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const reserve = (wishlistId: string, itemId: string, body: unknown) => reserveOn(server)(wishlistId, itemId, body);
const read = (wishlistId: string, token?: string) => server.api('GET', `/wishlists/${wishlistId}`, { token });

describe('an item of several units', () => {
  it('is created with quantity 1 by default, 1 to 99 otherwise, and an integer', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server);
    expect((await read(wishlistId)).body.items[0]).toMatchObject({ id: itemId, quantity: 1, reservedQuantity: 0, isReserved: false });
    for (const quantity of [0, 100, 2.5, '3']) {
      const res = await server.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body: { title: 'Bodies', quantity } });
      expect(res.status).toBe(422);
      expect(res.body.errors[0].path).toBe('quantity');
    }
    const six = await server.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body: { title: 'Bodies', quantity: 6 } });
    expect(six).toMatchObject({ status: 201, body: { quantity: 6, reservedQuantity: 0 } });
  });

  it('takes one unit by default, or several; is reserved once every unit is taken; more than left is a 422, nothing left a 409', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server, { title: 'Bodies 3 mois', quantity: 6 });
    const first = await reserve(wishlistId, itemId, guest());
    expect(first).toMatchObject({ status: 201, body: { quantity: 6, reservedQuantity: 1, isReserved: false, reservedAt: null } });
    expect(first.body.reservedBy).toBeNull();
    expect((await reserve(wishlistId, itemId, guest({ quantity: 2 }))).body).toMatchObject({ reservedQuantity: 3 });
    const tooMany = await reserve(wishlistId, itemId, guest({ quantity: 4 }));
    expect(tooMany).toMatchObject({
      status: 422,
      body: { type: 'invalidForm', errors: [{ path: 'quantity', message: 'validation.moreThanLeft' }] },
    });
    const last = await reserve(wishlistId, itemId, guest({ name: 'Tata Rose', quantity: 3 }));
    expect(last).toMatchObject({ status: 201, body: { reservedQuantity: 6, isReserved: true } });
    expect(last.body.reservedAt).not.toBeNull();
    expect((await reserve(wishlistId, itemId, guest())).body).toEqual({ type: 'alreadyReserved', errors: [] });
    // the owner sees each reservation with its units; the list counts the item reserved once
    const mine = await read(wishlistId, owner.token);
    expect(mine.body.reservedCount).toBe(1);
    expect(mine.body.items[0].reservations.map((r: { quantity: number }) => r.quantity)).toEqual([1, 2, 3]);
  });

  it('20 guests taking 1 unit each of a 6-unit item at once: exactly 6 succeed, 14 are alreadyReserved, 6 rows', async () => {
    const { wishlistId, itemId } = await ownerWithItem(server, { title: 'Bodies', quantity: 6 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => reserve(wishlistId, itemId, guest())));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(6);
    expect(answers.filter((a) => a.status === 409 && a.body.type === 'alreadyReserved')).toHaveLength(14);
    const [row] = await server.sql(`select count(*)::int as n, sum(quantity)::int as units from reservations where item_id = $1`, [itemId]);
    expect(row).toEqual({ n: 6, units: 6 });
  });

  it('mixed sizes at once never take more than the item offers', async () => {
    const { wishlistId, itemId } = await ownerWithItem(server, { title: 'Bodies', quantity: 7 });
    const answers = await Promise.all([3, 3, 2, 2, 1, 1, 3, 2].map((quantity) => reserve(wishlistId, itemId, guest({ quantity }))));
    const [row] = await server.sql(`select coalesce(sum(quantity), 0)::int as units from reservations where item_id = $1`, [itemId]);
    const taken = answers.filter((a) => a.status === 201).length;
    expect(taken).toBeGreaterThan(0);
    expect(row.units).toBeLessThanOrEqual(7);
    expect(answers.every((a) => [201, 409, 422].includes(a.status))).toBe(true);
  });

  it("each guest's cancel link frees that guest's units only", async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server, { title: 'Bodies', quantity: 6 });
    const a = guest({ quantity: 2 });
    const b = guest({ quantity: 4 });
    await reserve(wishlistId, itemId, a);
    expect((await reserve(wishlistId, itemId, b)).body.isReserved).toBe(true);
    const { token } = await cancelTokenMailedTo(server, b.email);
    expect((await server.api('DELETE', `/wishlists/${wishlistId}/items/${token}/reservation/cancel`)).status).toBe(204);
    const after = (await read(wishlistId, owner.token)).body.items[0];
    expect(after).toMatchObject({ reservedQuantity: 2, isReserved: false });
    expect(after.reservations).toHaveLength(1);
  });

  it('the owner cannot offer fewer units than taken (422), and cancels one reservation by its id', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server, { title: 'Bodies', quantity: 4 });
    await reserve(wishlistId, itemId, guest({ quantity: 3 }));
    const patch = (body: unknown) => server.api('PATCH', `/wishlists/${wishlistId}/items/${itemId}`, { token: owner.token, body });
    expect(await patch({ quantity: 2 })).toMatchObject({
      status: 422,
      body: { errors: [{ path: 'quantity', message: 'validation.belowReserved' }] },
    });
    expect(await patch({ quantity: 3 })).toMatchObject({ status: 200, body: { quantity: 3, isReserved: true } });
    const [reservation] = (await read(wishlistId, owner.token)).body.items[0].reservations;
    const other = await signUp(server);
    const path = `/wishlists/${wishlistId}/items/${itemId}/reservations/${reservation.id}`;
    expect((await server.api('DELETE', path, { token: other.token })).status).toBe(404);
    expect((await server.api('DELETE', path)).status).toBe(401);
    expect((await server.api('DELETE', path, { token: owner.token })).status).toBe(204);
    expect((await server.api('DELETE', path, { token: owner.token })).body).toEqual({ type: 'reservationNotFound', errors: [] });
  });

  it('mails the quantity to the guest and to the owner', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server, { title: 'Bodies', quantity: 6 });
    const g = guest({ quantity: 2 });
    await reserve(wishlistId, itemId, g);
    const texts = async (to: string) =>
      (await server.sql<{ text: string }>(`select text from mail_outbox where "to" = $1`, [to])).map((m) => m.text);
    expect((await texts(g.email)).join()).toContain('2 × «\u00a0Bodies\u00a0»');
    expect((await texts(owner.credentials.email)).join()).toContain('2 exemplaires viennent d’être réservés');
  });
});
