import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { cancelTokenMailedTo, guest, ownerWithItem } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const reserve = (wishlistId: string, itemId: string, body: unknown, token?: string) =>
  server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body, token });

describe('POST …/reserve', () => {
  it('100 simultaneous reservations of one item: one success, 99 alreadyReserved, one row', async () => {
    const { wishlistId, itemId } = await ownerWithItem(server);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => reserve(wishlistId, itemId, guest({ name: `Invité ${i}` }))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(99);
    for (const a of refused) expect(a).toMatchObject({ status: 409, body: { type: 'alreadyReserved' } });
    expect(await server.sql('select 1 from reservations where item_id = $1', [itemId])).toHaveLength(1);
  });

  it('requires name and a valid email; message and isAnonymous are optional', async () => {
    const { wishlistId, itemId } = await ownerWithItem(server);
    const bad = await reserve(wishlistId, itemId, { email: 'pas-un-e-mail' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'name']);
    expect((await reserve(wishlistId, itemId, { name: 'x'.repeat(51), email: 'a@b.fr' })).status).toBe(422);
    expect((await reserve(wishlistId, itemId, { name: 'Jo', email: 'jo@example.fr', message: 'x'.repeat(501) })).status).toBe(422);
    expect(await server.sql('select 1 from reservations where item_id = $1', [itemId])).toHaveLength(0);
    expect((await reserve(wishlistId, itemId, { name: 'Jo', email: 'jo@example.fr' })).status).toBe(201);
  });

  it('the owner cannot reserve their own items; a private list is 404; an archived one refuses', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server);
    expect(await reserve(wishlistId, itemId, guest(), owner.token)).toMatchObject({ status: 403, body: { type: 'forbidden' } });
    await server.api('PATCH', `/wishlists/${wishlistId}`, { token: owner.token, body: { status: 'archived' } });
    expect((await server.api('GET', `/wishlists/${wishlistId}`)).body.status).toBe('archived');
    expect(await reserve(wishlistId, itemId, guest())).toMatchObject({
      status: 422,
      body: { type: 'invalidForm', errors: [{ path: '', message: 'validation.wishlistArchived' }] },
    });
    await server.api('PATCH', `/wishlists/${wishlistId}`, { token: owner.token, body: { status: 'published', visibility: 'private' } });
    expect((await reserve(wishlistId, itemId, guest())).status).toBe(404);
    expect(await server.sql('select 1 from reservations where item_id = $1', [itemId])).toHaveLength(0);
  });

  it('visitors and other users see that an item is reserved, never by whom; the owner sees name and message, never the e-mail', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server);
    const g = guest({ name: 'Tante Rose', message: 'Pour les balades' });
    const reserved = await reserve(wishlistId, itemId, g);
    expect(reserved.body).toMatchObject({ isReserved: true, reservedBy: { name: null, message: null }, reservedAt: expect.any(String) });
    const other = await signUp(server);
    for (const token of [undefined, other.token]) {
      const res = await server.api('GET', `/wishlists/${wishlistId}`, { token });
      expect(res.body.items[0]).toMatchObject({ isReserved: true, reservedBy: { name: null, message: null, isAnonymous: true } });
      const text = JSON.stringify(res.body);
      expect(text).not.toContain('Tante Rose');
      expect(text).not.toContain(g.email);
      expect(text).not.toContain('Pour les balades');
    }
    const mine = await server.api('GET', `/wishlists/${wishlistId}`, { token: owner.token });
    expect(mine.body.items[0].reservedBy).toEqual({ name: 'Tante Rose', message: 'Pour les balades', isAnonymous: false });
    expect(JSON.stringify(mine.body)).not.toContain(g.email);
    expect(JSON.stringify((await server.api('GET', '/wishlists', { token: owner.token })).body)).not.toContain(g.email);
  });

  it('an anonymous reservation shows the owner no name', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server);
    await reserve(wishlistId, itemId, guest({ name: 'Oncle Paul', isAnonymous: true, message: 'Bisous' }));
    const mine = await server.api('GET', `/wishlists/${wishlistId}`, { token: owner.token });
    expect(mine.body.items[0].reservedBy).toEqual({ name: null, message: 'Bisous', isAnonymous: true });
  });
});

describe('cancelling', () => {
  it('the guest looks up and cancels by the mailed link; the token is stored hashed; a used token is reservationNotFound', async () => {
    const { wishlistId, itemId } = await ownerWithItem(server);
    const g = guest();
    await reserve(wishlistId, itemId, g);
    const link = await cancelTokenMailedTo(server, g.email);
    expect(link.wishlistId).toBe(wishlistId);
    const [row] = await server.sql('select cancel_token_hash from reservations where item_id = $1', [itemId]);
    expect(row.cancel_token_hash).not.toContain(link.token);
    expect(row.cancel_token_hash).toMatch(/^[0-9a-f]{64}$/);
    const lookup = await server.api('GET', `/wishlists/${wishlistId}/items/${link.token}/reservation`);
    expect(lookup).toMatchObject({ status: 200, body: { item: { title: 'Poussette' }, wishlist: { title: 'Liste de Jade' } } });
    expect(JSON.stringify(lookup.body)).not.toContain(g.email);
    expect((await server.api('DELETE', `/wishlists/${wishlistId}/items/${link.token}/reservation/cancel`)).status).toBe(204);
    expect((await server.api('GET', `/wishlists/${wishlistId}`)).body.items[0]).toMatchObject({ isReserved: false, reservedBy: null });
    for (const [method, path] of [
      ['GET', `/wishlists/${wishlistId}/items/${link.token}/reservation`],
      ['DELETE', `/wishlists/${wishlistId}/items/${link.token}/reservation/cancel`],
      ['GET', `/wishlists/${wishlistId}/items/${'A'.repeat(43)}/reservation`],
      ['GET', `/wishlists/${wishlistId}/items/short/reservation`],
    ] as const) {
      expect(await server.api(method, path)).toMatchObject({ status: 404, body: { type: 'reservationNotFound' } });
    }
    // available again: a new guest can reserve it
    expect((await reserve(wishlistId, itemId, guest())).status).toBe(201);
  });

  it('two simultaneous uses of one cancel link: one 204, one reservationNotFound, one owner mail', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server);
    const g = guest();
    await reserve(wishlistId, itemId, g);
    const { token } = await cancelTokenMailedTo(server, g.email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => server.api('DELETE', `/wishlists/${wishlistId}/items/${token}/reservation/cancel`)),
    );
    expect(answers.filter((a) => a.status === 204)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 404 && a.body.type === 'reservationNotFound')).toHaveLength(9);
    const notices = await server.sql(`select 1 from mail_outbox where "to" = $1 and subject like '%disponible%'`, [
      owner.credentials.email,
    ]);
    expect(notices).toHaveLength(1);
  });

  it('deleting a reserved item, or its list, removes the reservation with it', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server);
    await reserve(wishlistId, itemId, guest());
    expect((await server.api('DELETE', `/wishlists/${wishlistId}/items/${itemId}`, { token: owner.token })).status).toBe(204);
    expect(await server.sql('select 1 from reservations where item_id = $1', [itemId])).toHaveLength(0);
    const second = await ownerWithItem(server);
    await reserve(second.wishlistId, second.itemId, guest());
    expect((await server.api('DELETE', `/wishlists/${second.wishlistId}`, { token: second.owner.token })).status).toBe(204);
    expect(await server.sql('select 1 from reservations where item_id = $1', [second.itemId])).toHaveLength(0);
  });

  it('a token does not work under another wishlist', async () => {
    const { wishlistId, itemId } = await ownerWithItem(server);
    const other = await ownerWithItem(server);
    const g = guest();
    await reserve(wishlistId, itemId, g);
    const { token } = await cancelTokenMailedTo(server, g.email);
    expect((await server.api('DELETE', `/wishlists/${other.wishlistId}/items/${token}/reservation/cancel`)).status).toBe(404);
    expect(await server.sql('select 1 from reservations where item_id = $1', [itemId])).toHaveLength(1);
  });

  it('the owner cancels with DELETE …/reservation; others cannot; nothing reserved is reservationNotFound', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server);
    await reserve(wishlistId, itemId, guest());
    const other = await signUp(server);
    expect((await server.api('DELETE', `/wishlists/${wishlistId}/items/${itemId}/reservation`, { token: other.token })).status).toBe(404);
    expect((await server.api('DELETE', `/wishlists/${wishlistId}/items/${itemId}/reservation`)).status).toBe(401);
    expect((await server.api('DELETE', `/wishlists/${wishlistId}/items/${itemId}/reservation`, { token: owner.token })).status).toBe(204);
    expect(await server.sql('select 1 from reservations where item_id = $1', [itemId])).toHaveLength(0);
    expect(await server.api('DELETE', `/wishlists/${wishlistId}/items/${itemId}/reservation`, { token: owner.token })).toMatchObject({
      status: 404,
      body: { type: 'reservationNotFound' },
    });
  });
});

describe('owner notifications', () => {
  it('mails the owner on reservation and on guest cancel, unless notifyByEmail is off', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server);
    const mails = async () =>
      await server.sql<{ subject: string; text: string }>(
        `select subject, text from mail_outbox where "to" = $1 and coalesce(link, '') not like '%/verify-email/%' order by created_at`,
        [owner.credentials.email],
      );
    const g = guest();
    await reserve(wishlistId, itemId, g);
    const { token } = await cancelTokenMailedTo(server, g.email);
    await server.api('DELETE', `/wishlists/${wishlistId}/items/${token}/reservation/cancel`);
    const sent = await mails();
    expect(sent.map((m) => m.subject)).toEqual([expect.stringContaining('réservé'), expect.stringContaining('de nouveau disponible')]);
    for (const m of sent) expect(m.text).not.toContain(g.email);

    const off = await server.api('PATCH', '/auth/me', { token: owner.token, body: { notifyByEmail: false } });
    expect(off).toMatchObject({ status: 200, body: { notifyByEmail: false } });
    const g2 = guest();
    await reserve(wishlistId, itemId, g2);
    expect(await mails()).toHaveLength(2);
    // the guest still gets the cancel link
    expect((await cancelTokenMailedTo(server, g2.email)).token).toBeTruthy();
  });
});

describe("the guest's mail", () => {
  const subjectTo = async (email: string) =>
    (await server.sql<{ subject: string }>(`select subject from mail_outbox where "to" = $1`, [email])).map((m) => m.subject);

  it("is in the reserving request's language (Accept-Language), over REST and GraphQL; French otherwise", async () => {
    const { wishlistId, itemId } = await ownerWithItem(server);
    const en = guest();
    const res = await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, {
      body: en,
      headers: { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' },
    });
    expect(res.status).toBe(201);
    expect(await subjectTo(en.email)).toEqual([expect.stringMatching(/^Cigogne: your reservation of "/)]);

    const second = await ownerWithItem(server);
    const viaGraphql = guest();
    const answer = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({
        query:
          'mutation($w: ID!, $i: ID!, $input: ReserveInput!) { reserveWishlistItem(wishlistId: $w, itemId: $i, input: $input) { id } }',
        variables: { w: second.wishlistId, i: second.itemId, input: viaGraphql },
      }),
    });
    expect(answer.status).toBe(200);
    expect(await subjectTo(viaGraphql.email)).toEqual([expect.stringMatching(/^Cigogne: your reservation of "/)]);

    const third = await ownerWithItem(server);
    const fr = guest();
    await reserve(third.wishlistId, third.itemId, fr);
    expect(await subjectTo(fr.email)).toEqual([expect.stringMatching(/^Cigogne\u00a0: votre réservation de «\u00a0/)]);
  });
});
