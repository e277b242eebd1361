// docs/product.md#quantities-and-group-gifts: a gift several guests fund together, by pledges.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { cancelTokenMailedTo, guest, ownerWithItem, reserveOn } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const reserve = (wishlistId: string, itemId: string, body: unknown) => reserveOn(server)(wishlistId, itemId, body);
const stroller = () => ownerWithItem(server, { title: 'Poussette', price: 300, groupGift: true });

const PLEDGE = `mutation($w: ID!, $i: ID!, $input: ReserveInput!) {
  reserveWishlistItem(wishlistId: $w, itemId: $i, input: $input) { id groupGift fundedAmount isReserved reservedQuantity }
}`;

describe('a group gift', () => {
  it('needs a price (422 on price) and is one item (422 on quantity); keeps its kind once pledged to', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server, { title: 'Doudou', price: null });
    const create = (body: object) => server.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body });
    expect(await create({ title: 'Poussette', groupGift: true })).toMatchObject({
      status: 422,
      body: { type: 'invalidForm', errors: [{ path: 'price', message: 'validation.groupGiftNeedsPrice' }] },
    });
    expect((await create({ title: 'Poussette', groupGift: true, price: 300, quantity: 2 })).body.errors).toEqual([
      { path: 'quantity', message: 'validation.groupGiftSingle' },
    ]);
    const patch = (id: string, body: object) => server.api('PATCH', `/wishlists/${wishlistId}/items/${id}`, { token: owner.token, body });
    expect((await patch(itemId, { groupGift: true })).body.errors).toEqual([{ path: 'price', message: 'validation.groupGiftNeedsPrice' }]);
    const gift = await patch(itemId, { groupGift: true, price: 120 });
    expect(gift).toMatchObject({ status: 200, body: { groupGift: true, fundedAmount: 0 } });
    await reserve(wishlistId, itemId, guest({ amount: 50 }));
    expect((await patch(itemId, { groupGift: false })).body.errors).toEqual([{ path: 'groupGift', message: 'validation.hasReservations' }]);
    expect((await patch(itemId, { price: 40 })).body.errors).toEqual([{ path: 'price', message: 'validation.belowReserved' }]);
    expect((await patch(itemId, { price: null })).body.errors).toEqual([{ path: 'price', message: 'validation.groupGiftNeedsPrice' }]);
  });

  it('takes pledges of at least 1 €, at most what is left, over REST and GraphQL; is reserved once fully funded', async () => {
    const { wishlistId, itemId } = await stroller();
    expect((await reserve(wishlistId, itemId, guest())).body.errors).toEqual([{ path: 'amount', message: 'validation.required' }]);
    expect((await reserve(wishlistId, itemId, guest({ amount: 0.5 }))).body.errors).toEqual([
      { path: 'amount', message: 'validation.min' },
    ]);
    expect((await reserve(wishlistId, itemId, guest({ amount: 10, quantity: 1 }))).body.errors).toEqual([
      { path: 'quantity', message: 'validation.groupGiftAmount' },
    ]);
    expect(await reserve(wishlistId, itemId, guest({ amount: 120.5 }))).toMatchObject({
      status: 201,
      body: { fundedAmount: 120.5, isReserved: false, reservedQuantity: 0, reservedBy: null },
    });
    const gql = await server.gql(PLEDGE, { w: wishlistId, i: itemId, input: guest({ amount: 100 }) });
    expect(gql.body.data.reserveWishlistItem).toMatchObject({ fundedAmount: 220.5, isReserved: false });
    const over = await server.gql(PLEDGE, { w: wishlistId, i: itemId, input: guest({ amount: 80 }) });
    expect(over.body.errors[0].extensions).toMatchObject({
      code: 'invalidForm',
      status: 422,
      errors: [{ path: 'amount', message: 'validation.moreThanLeft' }],
    });
    expect((await reserve(wishlistId, itemId, guest({ amount: 79.5 }))).body).toMatchObject({
      fundedAmount: 300,
      isReserved: true,
      reservedQuantity: 1,
    });
    expect((await reserve(wishlistId, itemId, guest({ amount: 1 }))).body).toEqual({ type: 'alreadyReserved', errors: [] });
  });

  it('an amount on an item that is not a group gift is a 422', async () => {
    const { wishlistId, itemId } = await ownerWithItem(server);
    expect((await reserve(wishlistId, itemId, guest({ amount: 20 }))).body.errors).toEqual([
      { path: 'amount', message: 'validation.notGroupGift' },
    ]);
  });

  it('ten pledges of 50 € at once on a 300 € gift: exactly six succeed, never over-funded', async () => {
    const { wishlistId, itemId } = await stroller();
    const answers = await Promise.all(Array.from({ length: 10 }, () => reserve(wishlistId, itemId, guest({ amount: 50 }))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(6);
    expect(answers.filter((a) => a.status === 409 && a.body.type === 'alreadyReserved')).toHaveLength(4);
    const [row] = await server.sql(`select count(*)::int as n, sum(amount_cents)::int as cents from reservations where item_id = $1`, [
      itemId,
    ]);
    expect(row).toEqual({ n: 6, cents: 30000 });
  });

  it('the owner sees each pledge (name, amount, message); visitors and other users see only the sum', async () => {
    const { owner, wishlistId, itemId } = await stroller();
    const cousin = guest({ name: 'Cousin Hugo', message: 'Pour les balades', amount: 60 });
    await reserve(wishlistId, itemId, cousin);
    await reserve(wishlistId, itemId, guest({ name: 'Cousine Inès', amount: 40, isAnonymous: true }));
    const mine = await server.api('GET', `/wishlists/${wishlistId}`, { token: owner.token });
    expect(mine.body.items[0].reservations).toEqual([
      expect.objectContaining({ name: 'Cousin Hugo', message: 'Pour les balades', amount: 60, quantity: null, thankedAt: null }),
      expect.objectContaining({ name: null, isAnonymous: true, amount: 40, quantity: null }),
    ]);
    for (const token of [undefined, (await signUp(server)).token]) {
      const seen = await server.api('GET', `/wishlists/${wishlistId}`, { token });
      expect(seen.body.items[0]).toMatchObject({ groupGift: true, fundedAmount: 100, price: 300, isReserved: false });
      expect(seen.body.items[0]).not.toHaveProperty('reservations');
      expect(JSON.stringify(seen.body)).not.toMatch(/Hugo|Inès|balades/);
    }
  });

  it('each pledge has its cancel link, which frees its amount; the mails say the amount and that no money moves', async () => {
    const { owner, wishlistId, itemId } = await stroller();
    const a = guest({ amount: 100 });
    await reserve(wishlistId, itemId, a);
    await reserve(wishlistId, itemId, guest({ amount: 200 }));
    const texts = async (to: string) =>
      (await server.sql<{ text: string }>(`select text from mail_outbox where "to" = $1`, [to])).map((m) => m.text).join();
    expect(await texts(a.email)).toContain('Vous avez promis 100,00 € pour «\u00a0Poussette\u00a0»');
    expect(await texts(a.email)).toContain('Aucun argent ne passe par Cigogne');
    expect(await texts(owner.credentials.email)).toContain('une participation de 100,00 € vient d’être promise');
    const { token } = await cancelTokenMailedTo(server, a.email);
    expect((await server.api('DELETE', `/wishlists/${wishlistId}/items/${token}/reservation/cancel`)).status).toBe(204);
    expect((await server.api('GET', `/wishlists/${wishlistId}`)).body.items[0]).toMatchObject({ fundedAmount: 200, isReserved: false });
    expect(await texts(owner.credentials.email)).toContain('une participation de 100,00 € a été annulée');
  });
});
