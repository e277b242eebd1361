import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { cancelTokenMailedTo, guest } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ITEM = `id title price category image url hasUrl description isReserved reservedBy { name message isAnonymous } reservedAt`;
const FIELDS = `id title description date visibility themeColor cover status isMine itemCount items { ${ITEM} }`;
const WISHLIST = `query Wishlist($id: ID!) { wishlist(id: $id) { ${FIELDS} } }`;
const extensionsOf = (res: { body: { errors?: any[] } }) => res.body.errors?.[0]?.extensions;

async function gqlOk(query: string, variables: Record<string, unknown>, token?: string) {
  const res = await server.gql(query, variables, token);
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
}

describe('wishlists over GraphQL', () => {
  it('creates, patches, adds an item, reserves and cancels; visitors never learn who reserved', async () => {
    const owner = await signUp(server);
    const { createWishlist } = await gqlOk(
      `mutation($input: WishlistCreateInput!) { createWishlist(input: $input) { ${FIELDS} } }`,
      { input: { title: 'Liste GraphQL' } },
      owner.token,
    );
    expect(createWishlist).toMatchObject({ title: 'Liste GraphQL', visibility: 'private', status: 'published', isMine: true, items: [] });
    const id = createWishlist.id;
    // a visitor cannot see the private list
    expect(extensionsOf(await server.gql(WISHLIST, { id }))).toMatchObject({ code: 'notFound' });

    const { updateWishlist } = await gqlOk(
      `mutation($id: ID!, $input: WishlistPatchInput!) { updateWishlist(id: $id, input: $input) { ${FIELDS} } }`,
      { id, input: { visibility: 'public', cover: 'night_01.jpg' } },
      owner.token,
    );
    expect(updateWishlist).toMatchObject({ title: 'Liste GraphQL', visibility: 'public', cover: 'night_01.jpg' });
    const badCover = await server.gql(
      `mutation($id: ID!, $input: WishlistPatchInput!) { updateWishlist(id: $id, input: $input) { id } }`,
      { id, input: { cover: 'night_02.jpg' } },
      owner.token,
    );
    expect(extensionsOf(badCover)).toMatchObject({ code: 'invalidForm', errors: [{ path: 'cover', message: 'validation.oneOf' }] });

    const { createWishlistItem } = await gqlOk(
      `mutation($wishlistId: ID!, $input: ItemInput!) { createWishlistItem(wishlistId: $wishlistId, input: $input) { ${ITEM} } }`,
      { wishlistId: id, input: { title: 'Gigoteuse', price: 39.9, category: 'bedroom' } },
      owner.token,
    );
    expect(createWishlistItem).toMatchObject({ price: 39.9, category: 'bedroom', isReserved: false, reservedBy: null });
    const itemId = createWishlistItem.id;

    const { updateWishlistItem } = await gqlOk(
      `mutation($wishlistId: ID!, $itemId: ID!, $input: ItemPatchInput!) { updateWishlistItem(wishlistId: $wishlistId, itemId: $itemId, input: $input) { ${ITEM} } }`,
      { wishlistId: id, itemId, input: { price: 42 } },
      owner.token,
    );
    expect(updateWishlistItem).toMatchObject({ title: 'Gigoteuse', price: 42, category: 'bedroom' });

    const RESERVE = `mutation($wishlistId: ID!, $itemId: ID!, $input: ReserveInput!) { reserveWishlistItem(wishlistId: $wishlistId, itemId: $itemId, input: $input) { ${ITEM} } }`;
    const g = guest({ name: 'Parrain Luc', message: 'Félicitations' });
    expect(extensionsOf(await server.gql(RESERVE, { wishlistId: id, itemId, input: guest() }, owner.token))).toMatchObject({
      code: 'forbidden',
    });
    const { reserveWishlistItem } = await gqlOk(RESERVE, { wishlistId: id, itemId, input: g });
    expect(reserveWishlistItem).toMatchObject({ isReserved: true, reservedBy: { name: null, message: null } });
    expect(extensionsOf(await server.gql(RESERVE, { wishlistId: id, itemId, input: guest() }))).toMatchObject({ code: 'alreadyReserved' });

    const other = await signUp(server);
    for (const token of [undefined, other.token]) {
      const res = await server.gql(WISHLIST, { id }, token);
      expect(res.body.data.wishlist.items[0]).toMatchObject({
        isReserved: true,
        reservedBy: { name: null, message: null, isAnonymous: true },
      });
      const text = JSON.stringify(res.body);
      expect(text).not.toContain('Parrain Luc');
      expect(text).not.toContain('Félicitations');
      expect(text).not.toContain(g.email);
    }
    const mine = await gqlOk(WISHLIST, { id }, owner.token);
    expect(mine.wishlist.items[0].reservedBy).toEqual({ name: 'Parrain Luc', message: 'Félicitations', isAnonymous: false });
    expect(JSON.stringify(mine)).not.toContain(g.email);

    const { token } = await cancelTokenMailedTo(server, g.email);
    const lookup = await gqlOk(
      `query($w: ID!, $t: String!) { reservationByToken(wishlistId: $w, token: $t) { item { title } wishlist { title } } }`,
      {
        w: id,
        t: token,
      },
    );
    expect(lookup.reservationByToken).toEqual({ item: { title: 'Gigoteuse' }, wishlist: { title: 'Liste GraphQL' } });
    const CANCEL = `mutation($w: ID!, $t: String!) { cancelReservationByToken(wishlistId: $w, token: $t) }`;
    expect((await gqlOk(CANCEL, { w: id, t: token })).cancelReservationByToken).toBe(true);
    expect(extensionsOf(await server.gql(CANCEL, { w: id, t: token }))).toMatchObject({ code: 'reservationNotFound' });

    await gqlOk(RESERVE, { wishlistId: id, itemId, input: guest() });
    const cancelByOwner = `mutation($w: ID!, $i: ID!) { cancelWishlistReservation(wishlistId: $w, itemId: $i) }`;
    expect(extensionsOf(await server.gql(cancelByOwner, { w: id, i: itemId }, other.token))).toMatchObject({ code: 'notFound' });
    expect((await gqlOk(cancelByOwner, { w: id, i: itemId }, owner.token)).cancelWishlistReservation).toBe(true);

    const stats = await gqlOk(`query($id: ID!) { wishlistStats(id: $id) { band available reserved } }`, { id }, owner.token);
    expect(stats.wishlistStats).toContainEqual({ band: 'medium', available: 1, reserved: 0 });

    const list = await gqlOk(`{ wishlists { id itemCount } }`, {}, owner.token);
    expect(list.wishlists).toEqual([{ id, itemCount: 1 }]);
    expect(
      (await gqlOk(`mutation($w: ID!, $i: ID!) { deleteWishlistItem(wishlistId: $w, itemId: $i) }`, { w: id, i: itemId }, owner.token))
        .deleteWishlistItem,
    ).toBe(true);
    expect((await gqlOk(`mutation($id: ID!) { deleteWishlist(id: $id) }`, { id }, owner.token)).deleteWishlist).toBe(true);
  });

  it('exampleWishlist answers the built-in French list', async () => {
    const data = await gqlOk(`{ exampleWishlist { id title isMine items { title isReserved reservedBy { name message } } } }`, {});
    expect(data.exampleWishlist).toMatchObject({ title: 'Liste de naissance de Jade', isMine: false });
    expect(data.exampleWishlist.items.filter((i: { isReserved: boolean }) => i.isReserved).length).toBeGreaterThan(0);
  });

  it('updateMe switches the reservation mails off and back on', async () => {
    const { token } = await signUp(server);
    const M = `mutation($input: UpdateMeInput!) { updateMe(input: $input) { notifyByEmail language } }`;
    expect((await gqlOk(M, { input: { notifyByEmail: false } }, token)).updateMe).toEqual({ notifyByEmail: false, language: 'fr' });
    expect((await gqlOk(`{ me { notifyByEmail } }`, {}, token)).me.notifyByEmail).toBe(false);
    expect((await gqlOk(M, { input: { notifyByEmail: true } }, token)).updateMe.notifyByEmail).toBe(true);
  });
});
