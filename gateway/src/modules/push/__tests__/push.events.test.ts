import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { addCoOwner, addCoParent, createPage } from '../../co-owners/__tests__/fixtures.js';
import { eventually } from '../../mail/__tests__/smtp-peer.js';
import { answer, guess } from '../../predictions/__tests__/fixtures.js';
import { guest, reserveOn } from '../../wishlists/__tests__/fixtures.js';
import { queueDrained, startPushService, type Device } from './push-service.js';

let server: TestServer;
let push: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  server = await startTestServer({ WORKERS: 'true', PUSH_ALLOW_PRIVATE: 'true' });
  push = await startPushService();
});
afterAll(async () => {
  await push.close();
  await server.close();
});

const NBSP = '\u00a0';
const settled = (device: Device, count: number) =>
  eventually(
    () => device.received(),
    (m) => m.length >= count,
    60_000,
  );

/** An owner (French) with a device, and a co-parent (English) with a device of their own. */
async function family() {
  const owner = await signUp(server, { firstName: 'Léa' });
  const parent = await signUp(server, { firstName: 'Tom' });
  await server.api('PATCH', '/auth/me', { token: parent.token, body: { language: 'en' } });
  const ownerDevice = await push.subscribe(server, owner.token);
  const parentDevice = await push.subscribe(server, parent.token);
  return { owner, parent, ownerDevice, parentDevice };
}

it("tells the owner's and the co-parent's devices of each kind of event, each in their language, with the page to open", async () => {
  const { owner, parent, ownerDevice, parentDevice } = await family();
  // a co-parent accepting: the owner is told, not the one who accepted
  await addCoParent(server, owner, parent);
  const [accepted] = await settled(ownerDevice, 1);
  expect(accepted).toEqual({ title: 'Invitation acceptée', body: 'Tom partage maintenant toutes vos pages', url: '/app/account' });

  const wishlistId = await createPage(server, owner.token, 'wishlists');
  await server.api('PATCH', `/wishlists/${wishlistId}`, { token: owner.token, body: { visibility: 'public' } });
  const item = await server.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body: { title: 'Poussette', price: 249 } });
  const gift = await server.api('POST', `/wishlists/${wishlistId}/items`, {
    token: owner.token,
    body: { title: 'Baignoire', price: 60, groupGift: true },
  });
  const named = guest({ name: 'Mamie Jo' });
  const pledger = guest({ name: 'Parrain Luc' });
  const anonymous = guest({ name: 'Tonton Paul', isAnonymous: true });
  expect((await reserveOn(server)(wishlistId, item.body.id, named)).status).toBe(201);
  expect((await reserveOn(server)(wishlistId, gift.body.id, { ...pledger, amount: 20 })).status).toBe(201);
  expect((await reserveOn(server)(wishlistId, gift.body.id, { ...anonymous, amount: 10 })).status).toBe(201);

  const predictionId = await createPage(server, owner.token, 'predictions');
  const player = { ...guess({ userName: 'Tante Rose' }), email: `rose.${Date.now()}@example.fr` };
  expect((await answer(server, predictionId, player)).status).toBe(201);

  const ownerGot = await settled(ownerDevice, 5);
  const parentGot = await settled(parentDevice, 4);
  const list = `/app/wishlists/${wishlistId}`;
  expect(ownerGot).toEqual(
    expect.arrayContaining([
      { title: 'Nouvelle réservation', body: `Mamie Jo a réservé «${NBSP}Poussette${NBSP}»`, url: list },
      { title: 'Nouvelle participation', body: `Parrain Luc participe à «${NBSP}Baignoire${NBSP}»`, url: list },
      { title: 'Nouvelle participation', body: `Quelqu’un participe à «${NBSP}Baignoire${NBSP}»`, url: list },
      { title: 'Nouveau pronostic', body: 'Tante Rose a donné son pronostic', url: `/app/predictions/${predictionId}/stats` },
    ]),
  );
  expect(parentGot).toEqual(
    expect.arrayContaining([
      { title: 'New reservation', body: 'Mamie Jo reserved “Poussette”', url: list },
      { title: 'New pledge', body: 'Parrain Luc pledged towards “Baignoire”', url: list },
      { title: 'New pledge', body: 'Someone pledged towards “Baignoire”', url: list },
      { title: 'New guess', body: 'Tante Rose made a guess', url: `/app/predictions/${predictionId}/stats` },
    ]),
  );
  await eventually(() => queueDrained(server), Boolean, 60_000);
  expect(await ownerDevice.received()).toHaveLength(5);
  expect(await parentDevice.received()).toHaveLength(4);
  // no guest's e-mail, nor an anonymous guest's name, in any payload
  const all = JSON.stringify([...(await ownerDevice.received()), ...(await parentDevice.received())]);
  for (const email of [named.email, pledger.email, anonymous.email, player.email]) expect(all).not.toContain(email);
  expect(all).not.toContain('@');
  expect(all).not.toContain('Tonton Paul');
});

it('tells the co-owners of a page that someone joined it, with the page to open', async () => {
  const owner = await signUp(server);
  const first = await signUp(server);
  const second = await signUp(server, { firstName: 'Nina' });
  const timelineId = await createPage(server, owner.token, 'timelines', { title: 'Premiers pas' });
  await addCoOwner(server, owner, first, 'timelines', timelineId);
  const ownerDevice = await push.subscribe(server, owner.token);
  const firstDevice = await push.subscribe(server, first.token);
  const secondDevice = await push.subscribe(server, second.token);
  await addCoOwner(server, owner, second, 'timelines', timelineId);
  const expected = {
    title: 'Invitation acceptée',
    body: `Nina gère maintenant «${NBSP}Premiers pas${NBSP}» avec vous`,
    url: `/app/timelines/${timelineId}`,
  };
  expect(await settled(ownerDevice, 1)).toEqual([expected]);
  expect(await settled(firstDevice, 1)).toEqual([expected]);
  await eventually(() => queueDrained(server), Boolean, 60_000);
  expect(await secondDevice.received()).toEqual([]);
});

it('sends nothing of a kind a device turned off, and the rest still', async () => {
  const { owner, parent, ownerDevice, parentDevice } = await family();
  await addCoParent(server, owner, parent);
  await settled(ownerDevice, 1);
  expect(
    (await server.api('PATCH', `/push/subscriptions/${parentDevice.id}`, { token: parent.token, body: { answers: false } })).status,
  ).toBe(200);
  const predictionId = await createPage(server, owner.token, 'predictions');
  expect((await answer(server, predictionId, guess({ userName: 'Cousine Ana' }))).status).toBe(201);
  // queued on the answer's transaction: by now, all that will ever be sent for it
  await settled(ownerDevice, 2);
  await eventually(() => queueDrained(server), Boolean, 60_000);
  expect(await parentDevice.received()).toEqual([]);
  // someone who is no owner of the page hears nothing of it
  const stranger = await signUp(server);
  const strangerDevice = await push.subscribe(server, stranger.token);
  expect((await answer(server, predictionId, guess({ userName: 'Voisin Max' }))).status).toBe(201);
  await settled(ownerDevice, 3);
  await eventually(() => queueDrained(server), Boolean, 60_000);
  expect(await strangerDevice.received()).toEqual([]);
});

it('deletes a subscription the push service answers 410 for (the browser unsubscribed)', async () => {
  const owner = await signUp(server);
  const kept = await push.subscribe(server, owner.token);
  const gone = await push.subscribe(server, owner.token);
  expect((await push.expire(gone)).status).toBe(200);
  const predictionId = await createPage(server, owner.token, 'predictions');
  expect((await answer(server, predictionId, guess())).status).toBe(201);
  await settled(kept, 1);
  const rows = await eventually(
    () => server.sql(`select id from push_subscriptions where user_id = $1`, [owner.user.id]),
    (r) => r.length === 1,
    60_000,
  );
  expect(rows).toEqual([{ id: kept.id }]);
  expect((await server.api('GET', '/push/subscriptions', { token: owner.token })).body.map((s: { id: string }) => s.id)).toEqual([kept.id]);
});
