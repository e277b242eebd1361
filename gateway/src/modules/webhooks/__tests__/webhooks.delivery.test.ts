import { afterAll, afterEach, beforeAll, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { eventually } from '../../mail/__tests__/smtp-peer.js';
import { guest, ownerWithItem, reserveOn } from '../../wishlists/__tests__/fixtures.js';
import { startReceiver } from './receiver.js';
import { verifies } from './verify.js';

let server: TestServer;
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];

beforeAll(async () => {
  server = await startTestServer({ WORKERS: 'true', WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '500' });
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});
afterAll(async () => {
  await server.close();
});

async function endpointFor(token: string, events: string[] = ['reservation.created']) {
  const receiver = await startReceiver();
  receivers.push(receiver);
  const created = await server.api('POST', '/webhooks', { token, body: { url: receiver.url, events } });
  expect(created.status).toBe(201);
  return { receiver, id: created.body.id as string, secret: created.body.secret as string };
}

const log = (token: string, id: string) => server.api('GET', `/webhooks/${id}/deliveries`, { token }).then((r) => r.body as any[]);

it('POSTs the event as JSON, signed so that the secret alone verifies it', async () => {
  const { owner, wishlistId, itemId } = await ownerWithItem(server);
  const { receiver, id, secret } = await endpointFor(owner.token);
  const reserved = await reserveOn(server)(wishlistId, itemId, guest({ name: 'Mamie Jo' }));
  expect(reserved.status).toBe(201);
  const [delivery] = await eventually(
    () => receiver.received,
    (r) => r.length > 0,
  );
  expect(delivery.headers['content-type']).toBe('application/json');
  expect(verifies(delivery, secret)).toBe(true);
  // another secret, or a body changed by one byte, does not verify
  expect(verifies(delivery, `${secret}x`)).toBe(false);
  expect(verifies({ ...delivery, raw: delivery.raw.replace('Mamie', 'Mamy') }, secret)).toBe(false);
  const event = JSON.parse(delivery.raw);
  expect(event).toEqual({
    id: expect.any(String),
    type: 'reservation.created',
    createdAt: expect.any(String),
    data: expect.objectContaining({ wishlistId, itemId, name: 'Mamie Jo', quantity: 1 }),
  });
  const [row] = await eventually(
    () => log(owner.token, id),
    (rows) => rows[0]?.status === 'succeeded',
  );
  expect(row).toMatchObject({ eventId: event.id, type: 'reservation.created', status: 'succeeded', attempts: 1, lastStatusCode: 200 });
  const [listed] = (await server.api('GET', '/webhooks', { token: owner.token })).body;
  expect(listed.lastDelivery).toMatchObject({ status: 'succeeded', lastStatusCode: 200 });
  // a delivered row keeps no body
  expect(await server.sql(`select body from webhook_deliveries where id = $1`, [row.id])).toEqual([{ body: '' }]);
});

it('retries after a 503 and succeeds, with the same event and a fresh signature', async () => {
  const owner = await signUp(server);
  const { receiver, id, secret } = await endpointFor(owner.token);
  receiver.answer((n) => (n === 1 ? 503 : 204));
  expect((await server.api('POST', `/webhooks/${id}/test`, { token: owner.token })).status).toBe(202);
  const [retrying] = await eventually(
    () => log(owner.token, id),
    (rows) => rows[0]?.attempts === 1,
  );
  expect(retrying).toMatchObject({ type: 'ping', status: 'retrying', attempts: 1, lastStatusCode: 503 });
  const received = await eventually(
    () => receiver.received,
    (r) => r.length >= 2,
    20_000,
  );
  expect(received).toHaveLength(2);
  expect(received.every((r) => verifies(r, secret))).toBe(true);
  expect(JSON.parse(received[1].raw)).toEqual(JSON.parse(received[0].raw));
  expect(JSON.parse(received[0].raw)).toMatchObject({ type: 'ping', data: { webhookId: id } });
  const [done] = await eventually(
    () => log(owner.token, id),
    (rows) => rows[0]?.status === 'succeeded',
  );
  expect(done).toMatchObject({ status: 'succeeded', attempts: 2, lastStatusCode: 204, deliveredAt: expect.any(String) });
});

it('counts an answer slower than WEBHOOK_TIMEOUT_MS as failed and retries it', async () => {
  const owner = await signUp(server);
  const { receiver, id } = await endpointFor(owner.token);
  receiver.answer((n) => (n === 1 ? 'hang' : 200));
  await server.api('POST', `/webhooks/${id}/test`, { token: owner.token });
  const [timedOut] = await eventually(
    () => log(owner.token, id),
    (rows) => rows[0]?.attempts === 1,
  );
  expect(timedOut).toMatchObject({ status: 'retrying', attempts: 1, lastStatusCode: null, lastError: 'timeout' });
  const [done] = await eventually(
    () => log(owner.token, id),
    (rows) => rows[0]?.status === 'succeeded',
    20_000,
  );
  expect(done).toMatchObject({ status: 'succeeded', attempts: 2, lastStatusCode: 200, lastError: null });
});

it('disables an endpoint failing for 3 days, mails its owner in their language, and a successful test turns it back on', async () => {
  const { owner, wishlistId, itemId } = await ownerWithItem(server, { quantity: 3 });
  await server.api('PATCH', '/auth/me', { token: owner.token, body: { language: 'en' } });
  const { receiver, id } = await endpointFor(owner.token);
  receiver.answer(() => 500);
  // it has been failing for 3 days (the clock moved through the database's timestamp)
  await server.sql(`update webhook_endpoints set failing_since = now() - interval '3 days 1 minute' where id = $1`, [id]);
  await reserveOn(server)(wishlistId, itemId, guest());
  const [endpoint] = await eventually(
    () => server.sql(`select enabled, disabled_at from webhook_endpoints where id = $1`, [id]),
    (rows) => rows[0]?.enabled === false,
  );
  expect(endpoint.disabled_at).toBeInstanceOf(Date);
  const mails = await eventually(
    () =>
      server.sql(`select subject, kind, language from mail_outbox where "to" = $1 and kind = 'webhookDisabled'`, [owner.credentials.email]),
    (rows) => rows.length > 0,
  );
  expect(mails).toEqual([{ subject: 'Cigogne: a webhook was disabled', kind: 'webhookDisabled', language: 'en' }]);
  expect((await server.api('GET', '/webhooks', { token: owner.token })).body[0]).toMatchObject({
    enabled: false,
    disabledAt: expect.any(String),
  });
  // a disabled endpoint is sent no new event: none is even queued for it (an event is queued on
  // the transaction of its change, so by the reservation's answer)
  const queued = async () =>
    (await server.sql(`select count(*)::int as n from webhook_deliveries where endpoint_id = $1`, [id]))[0].n as number;
  const [before, queuedBefore] = [receiver.received.length, await queued()];
  expect((await reserveOn(server)(wishlistId, itemId, guest())).status).toBe(201);
  expect(await queued()).toBe(queuedBefore);
  expect(receiver.received.length).toBe(before);
  // the address answers again: a successful test event turns it back on
  receiver.answer(() => 200);
  await server.api('POST', `/webhooks/${id}/test`, { token: owner.token });
  const [back] = await eventually(
    () => server.sql(`select enabled, failing_since, disabled_at from webhook_endpoints where id = $1`, [id]),
    (rows) => rows[0]?.enabled === true,
  );
  expect(back).toEqual({ enabled: true, failing_since: null, disabled_at: null });
});

it('gives up on a delivery 24 hours old', async () => {
  const owner = await signUp(server);
  const { receiver, id } = await endpointFor(owner.token);
  receiver.answer(() => 502);
  const tested = await server.api('POST', `/webhooks/${id}/test`, { token: owner.token });
  const [first] = await eventually(
    () => log(owner.token, id),
    (rows) => rows[0]?.attempts === 1,
  );
  expect(first.status).toBe('retrying');
  await server.sql(`update webhook_deliveries set created_at = now() - interval '24 hours 1 minute' where id = $1`, [tested.body.id]);
  const [failed] = await eventually(
    () => log(owner.token, id),
    (rows) => rows[0]?.status === 'failed',
    20_000,
  );
  expect(failed).toMatchObject({ status: 'failed', attempts: 2, lastStatusCode: 502 });
  const jobs = await server.sql(`select * from graphile_worker._private_jobs where payload->>'id' = $1`, [tested.body.id]);
  expect(jobs).toEqual([]);
});
