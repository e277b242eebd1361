import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { eventually } from '../../mail/__tests__/smtp-peer.js';
import { answer, BIRTH, guess, ownerWithPrediction } from '../../predictions/__tests__/fixtures.js';
import { cancelTokenMailedTo, guest, ownerWithItem, reserveOn } from '../../wishlists/__tests__/fixtures.js';
import { WEBHOOK_EVENTS } from '../webhook.events.js';
import { startReceiver } from './receiver.js';
import { verifies } from './verify.js';

let server: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  server = await startTestServer({ WORKERS: 'true', WEBHOOKS_ALLOW_PRIVATE: 'true' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await server.close();
});

const events = () => receiver.received.map((r) => JSON.parse(r.raw) as { id: string; type: string; createdAt: string; data: any });

it("sends each event to the page owner's endpoint with what the owner sees, never a guest's e-mail", async () => {
  const { owner, wishlistId, itemId } = await ownerWithItem(server, { title: 'Body', quantity: 2 });
  const created = await server.api('POST', '/webhooks', { token: owner.token, body: { url: receiver.url, events: WEBHOOK_EVENTS } });
  const { secret } = created.body;
  // someone else's endpoint hears nothing of this owner's pages
  const other = await signUp(server);
  const otherReceiver = await startReceiver();
  await server.api('POST', '/webhooks', { token: other.token, body: { url: otherReceiver.url, events: WEBHOOK_EVENTS } });

  const reserve = reserveOn(server);
  const named = guest({ name: 'Mamie Jo', message: 'Avec amour' });
  const anonymous = guest({ name: 'Tonton Paul', isAnonymous: true, message: null });
  expect((await reserve(wishlistId, itemId, named)).status).toBe(201);
  expect((await reserve(wishlistId, itemId, anonymous)).status).toBe(201);
  const gift = await server.api('POST', `/wishlists/${wishlistId}/items`, {
    token: owner.token,
    body: { title: 'Poussette', price: 300, groupGift: true },
  });
  const pledger = guest({ name: 'Parrain Luc', message: 'Pour les balades' });
  expect((await reserve(wishlistId, gift.body.id, { ...pledger, amount: 40 })).status).toBe(201);
  // the guest cancels by their link, the owner cancels another
  const { token } = await cancelTokenMailedTo(server, named.email);
  expect((await server.api('DELETE', `/wishlists/${wishlistId}/items/${token}/reservation/cancel`)).status).toBe(204);
  const [{ id: anonymousId }] = await server.sql(`select id from reservations where email = $1`, [anonymous.email]);
  expect(
    (await server.api('DELETE', `/wishlists/${wishlistId}/items/${itemId}/reservations/${anonymousId}`, { token: owner.token })).status,
  ).toBe(204);
  // a prediction of the same owner: an answer, then the birth
  const { predictionId } = await ownerWithPrediction(server);
  await server.sql(`update predictions set owner_id = $1 where id = $2`, [owner.user.id, predictionId]);
  const player = { ...guess({ userName: 'Tante Rose' }), email: `rose.${Date.now()}@example.fr` };
  expect((await answer(server, predictionId, player)).status).toBe(201);
  expect((await server.api('PUT', `/predictions/${predictionId}/birth`, { token: owner.token, body: BIRTH })).status).toBe(200);

  await eventually(
    () => receiver.received,
    (r) => r.length >= 7,
    15_000,
  );
  expect(receiver.received.every((r) => verifies(r, secret))).toBe(true);
  const byType = (type: string) =>
    events()
      .filter((e) => e.type === type)
      .map((e) => e.data);
  expect(byType('reservation.created')).toEqual(
    expect.arrayContaining([
      {
        wishlistId,
        itemId,
        reservationId: expect.any(String),
        itemTitle: 'Body',
        name: 'Mamie Jo',
        message: 'Avec amour',
        isAnonymous: false,
        quantity: 1,
      },
      // the owner's page does not show an anonymous guest's name: neither does the event
      { wishlistId, itemId, reservationId: anonymousId, itemTitle: 'Body', name: null, message: null, isAnonymous: true, quantity: 1 },
    ]),
  );
  expect(byType('pledge.created')).toEqual([
    {
      wishlistId,
      itemId: gift.body.id,
      reservationId: expect.any(String),
      itemTitle: 'Poussette',
      name: 'Parrain Luc',
      message: 'Pour les balades',
      isAnonymous: false,
      amount: 40,
    },
  ]);
  expect(byType('reservation.cancelled')).toEqual(
    expect.arrayContaining([
      { wishlistId, itemId, reservationId: expect.any(String), cancelledBy: 'guest' },
      { wishlistId, itemId, reservationId: anonymousId, cancelledBy: 'owner' },
    ]),
  );
  expect(byType('answer.created')).toEqual([{ predictionId, answerId: expect.any(String), userName: 'Tante Rose' }]);
  expect(byType('birth.recorded')).toEqual([{ predictionId, birthDate: '2026-03-15', wishlistId: null, timelineId: null }]);
  expect(events()).toHaveLength(7);
  for (const e of events()) expect(e).toEqual({ id: expect.any(String), type: e.type, createdAt: expect.any(String), data: e.data });

  // no e-mail of any guest (nor the owner's) in any payload, nor a cancel token
  const all = receiver.received.map((r) => r.raw).join('\n');
  for (const secretValue of [named.email, anonymous.email, pledger.email, player.email, owner.credentials.email, token]) {
    expect(all).not.toContain(secretValue);
  }
  expect(all).not.toMatch(/@example\.fr|"email"/);
  expect(all).not.toContain('Tonton Paul');
  // nothing was even queued for it (an event is queued on the transaction of its change)
  const queuedForOther = await server.sql(
    `select d.type from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id where e.owner_id = $1`,
    [other.user.id],
  );
  expect(queuedForOther).toEqual([]);
  expect(otherReceiver.received).toEqual([]);
  await otherReceiver.close();
});

it('sends only the events an endpoint subscribed to', async () => {
  const { owner, wishlistId, itemId } = await ownerWithItem(server);
  const only = await startReceiver();
  try {
    const endpoint = await server.api('POST', '/webhooks', {
      token: owner.token,
      body: { url: only.url, events: ['reservation.cancelled'] },
    });
    const body = guest();
    await reserveOn(server)(wishlistId, itemId, body);
    await server.api('DELETE', `/wishlists/${wishlistId}/items/${itemId}/reservation`, { token: owner.token });
    // queued on the transaction of each change: by now, all this endpoint will ever be sent
    const queued = await server.sql(`select type from webhook_deliveries where endpoint_id = $1`, [endpoint.body.id]);
    expect(queued).toEqual([{ type: 'reservation.cancelled' }]);
    await eventually(
      () => only.received,
      (r) => r.length > 0,
    );
    expect(only.received.map((r) => JSON.parse(r.raw).type)).toEqual(['reservation.cancelled']);
  } finally {
    await only.close();
  }
});

it('lists the endpoints in the export without their secret, and erasing the account deletes them and their deliveries', async () => {
  const owner = await signUp(server);
  const created = await server.api('POST', '/webhooks', { token: owner.token, body: { url: receiver.url, events: ['answer.created'] } });
  await server.api('POST', `/webhooks/${created.body.id}/test`, { token: owner.token });
  const exported = await server.api('GET', '/auth/me/export', { token: owner.token });
  expect(exported.body.webhooks).toEqual([
    { id: created.body.id, url: receiver.url, events: ['answer.created'], enabled: true, createdAt: expect.any(String), disabledAt: null },
  ]);
  expect(JSON.stringify(exported.body)).not.toContain(created.body.secret);
  expect(JSON.stringify(exported.body)).not.toMatch(/secret/i);
  const erased = await server.api('DELETE', '/auth/me', { token: owner.token, body: { password: owner.credentials.password } });
  expect(erased.status).toBe(200);
  expect(await server.sql(`select id from webhook_endpoints where owner_id = $1`, [owner.user.id])).toEqual([]);
  expect(await server.sql(`select id from webhook_deliveries where endpoint_id = $1`, [created.body.id])).toEqual([]);
});
