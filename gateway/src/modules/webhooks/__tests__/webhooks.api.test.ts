import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { TEST_EVENTS_PER_HOUR } from '../webhook.service.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOK_LIMIT_PER_ACCOUNT: '3' });
});
afterAll(async () => {
  await server.close();
});

const MISSING_ID = '11111111-1111-4111-8111-111111111111';
const body = (overrides: Record<string, unknown> = {}) => ({
  url: 'https://hooks.example.com/cigogne',
  events: ['reservation.created'],
  ...overrides,
});

describe('REST /api/webhooks', () => {
  it('registers an endpoint and shows its secret once, never again, nor in clear in the database', async () => {
    const owner = await signUp(server);
    const created = await server.api('POST', '/webhooks', {
      token: owner.token,
      body: body({ events: ['reservation.created', 'birth.recorded'] }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.body).toEqual({ id: expect.any(String), secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/) });
    const { secret } = created.body;

    const list = await server.api('GET', '/webhooks', { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: created.body.id,
        url: 'https://hooks.example.com/cigogne',
        events: ['reservation.created', 'birth.recorded'],
        enabled: true,
        createdAt: expect.any(String),
        disabledAt: null,
        lastDelivery: null,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const rows = await server.sql(`select * from webhook_endpoints where id = $1`, [created.body.id]);
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(6));
    const gql = await server.gql(`{ webhooks { id url events enabled lastDelivery { status } } }`, {}, owner.token);
    expect(gql.body.data.webhooks).toEqual([
      {
        id: created.body.id,
        url: 'https://hooks.example.com/cigogne',
        events: ['reservation.created', 'birth.recorded'],
        enabled: true,
        lastDelivery: null,
      },
    ]);
  });

  it('refuses a signed-out caller, a bad URL and unknown or missing events in the error shape', async () => {
    expect((await server.api('POST', '/webhooks', { body: body() })).status).toBe(401);
    expect((await server.api('GET', '/webhooks')).status).toBe(401);
    const owner = await signUp(server);
    const post = (b: unknown) => server.api('POST', '/webhooks', { token: owner.token, body: b });
    for (const [b, path, message] of [
      [body({ url: 'not a url' }), 'url', 'validation.url'],
      [body({ url: 'ftp://hooks.example.com/' }), 'url', 'validation.url'],
      [body({ url: 'https://user:pw@hooks.example.com/' }), 'url', 'validation.url'],
      [body({ events: [] }), 'events', 'validation.required'],
      [body({ events: ['ping'] }), 'events', 'validation.oneOf'],
      [body({ events: ['reservation.created', 'reservation.created'] }), 'events', 'validation.invalid'],
      [{ events: ['reservation.created'] }, 'url', 'validation.required'],
    ] as const) {
      const res = await post(b);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ type: 'invalidForm', errors: [{ path, message }] });
    }
  });

  it('holds the per-account limit under parallel registrations', async () => {
    const owner = await signUp(server);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => server.api('POST', '/webhooks', { token: owner.token, body: body() })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([{ path: '', message: 'validation.limitReached' }]);
    }
    const [{ n }] = await server.sql(`select count(*)::int as n from webhook_endpoints where owner_id = $1`, [owner.user.id]);
    expect(n).toBe(3);
  });

  it('lets nobody else list, test, read the deliveries of or delete my endpoints: 404 as a missing one', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const { id } = (await server.api('POST', '/webhooks', { token: owner.token, body: body() })).body;
    await server.api('POST', `/webhooks/${id}/test`, { token: owner.token });
    expect((await server.api('GET', '/webhooks', { token: other.token })).body).toEqual([]);
    for (const target of [id, MISSING_ID, 'not-an-id']) {
      expect((await server.api('GET', `/webhooks/${target}/deliveries`, { token: other.token })).status).toBe(404);
      expect((await server.api('POST', `/webhooks/${target}/test`, { token: other.token })).status).toBe(404);
      expect((await server.api('DELETE', `/webhooks/${target}`, { token: other.token })).status).toBe(404);
    }
    for (const query of [
      `{ webhookDeliveries(id: "${id}") { id } }`,
      `mutation { testWebhook(id: "${id}") { id } }`,
      `mutation { deleteWebhook(id: "${id}") }`,
    ]) {
      const res = await server.gql(query, {}, other.token);
      expect(res.body.errors[0].extensions.code).toBe('notFound');
    }
    // still there for its owner, with its test event in the log
    const log = await server.api('GET', `/webhooks/${id}/deliveries`, { token: owner.token });
    expect(log.body).toEqual([expect.objectContaining({ type: 'ping', status: 'pending', attempts: 0 })]);
    expect(JSON.stringify(log.body)).not.toContain('"body"');
  });

  it('sends an endpoint TEST_EVENTS_PER_HOUR test events at most, under parallel requests', async () => {
    const owner = await signUp(server);
    const { id } = (await server.api('POST', '/webhooks', { token: owner.token, body: body() })).body;
    const answers = await Promise.all(
      Array.from({ length: TEST_EVENTS_PER_HOUR + 5 }, () => server.api('POST', `/webhooks/${id}/test`, { token: owner.token })),
    );
    expect(answers.filter((a) => a.status === 202)).toHaveLength(TEST_EVENTS_PER_HOUR);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    const [{ n }] = await server.sql(`select count(*)::int as n from webhook_deliveries where endpoint_id = $1`, [id]);
    expect(n).toBe(TEST_EVENTS_PER_HOUR);
  });

  it('deletes an endpoint with its deliveries', async () => {
    const owner = await signUp(server);
    const { id } = (await server.api('POST', '/webhooks', { token: owner.token, body: body() })).body;
    expect((await server.api('POST', `/webhooks/${id}/test`, { token: owner.token })).status).toBe(202);
    expect((await server.api('DELETE', `/webhooks/${id}`, { token: owner.token })).status).toBe(204);
    expect((await server.api('DELETE', `/webhooks/${id}`, { token: owner.token })).status).toBe(404);
    expect(await server.sql(`select id from webhook_deliveries where endpoint_id = $1`, [id])).toEqual([]);
  });
});

describe('GraphQL', () => {
  it('has the same operations', async () => {
    const owner = await signUp(server);
    const created = await server.gql(
      `mutation($input: WebhookInput!) { createWebhook(input: $input) { id secret } }`,
      { input: body({ events: ['answer.created'] }) },
      owner.token,
    );
    const { id, secret } = created.body.data.createWebhook;
    expect(secret).toMatch(/^whsec_/);
    const tested = await server.gql(`mutation($id: ID!) { testWebhook(id: $id) { type status attempts } }`, { id }, owner.token);
    expect(tested.body.data.testWebhook).toEqual({ type: 'ping', status: 'pending', attempts: 0 });
    const log = await server.gql(`query($id: ID!) { webhookDeliveries(id: $id) { type lastStatusCode } }`, { id }, owner.token);
    expect(log.body.data.webhookDeliveries).toEqual([{ type: 'ping', lastStatusCode: null }]);
    const invalid = await server.gql(
      `mutation($input: WebhookInput!) { createWebhook(input: $input) { id } }`,
      { input: body({ events: ['nope'] }) },
      owner.token,
    );
    expect(invalid.body.errors[0].extensions).toMatchObject({ code: 'invalidForm' });
    expect((await server.gql(`mutation($id: ID!) { deleteWebhook(id: $id) }`, { id }, owner.token)).body.data.deleteWebhook).toBe(true);
    expect((await server.gql(`{ webhooks { id } }`, {}, owner.token)).body.data.webhooks).toEqual([]);
  });
  it('names the events with the enum WebhookEventType, the same endpoints as REST’s dotted names', async () => {
    const owner = await signUp(server);
    const create = (input: object) =>
      server.gql(`mutation($input: WebhookInput!) { createWebhook(input: $input) { id } }`, { input }, owner.token);
    const { id } = (await create({ url: body({}).url, eventTypes: ['reservationCreated', 'birthRecorded'] })).body.data.createWebhook;
    const rest = await server.api('GET', '/webhooks', { token: owner.token });
    expect(rest.body.find((e: { id: string }) => e.id === id).events).toEqual(['reservation.created', 'birth.recorded']);
    const listed = await server.gql(`{ webhooks { id events eventTypes } }`, {}, owner.token);
    expect(listed.body.data.webhooks.find((e: { id: string }) => e.id === id)).toEqual({
      id,
      events: ['reservation.created', 'birth.recorded'],
      eventTypes: ['reservationCreated', 'birthRecorded'],
    });
    await server.gql(`mutation($id: ID!) { testWebhook(id: $id) { id } }`, { id }, owner.token);
    const log = await server.gql(`query($id: ID!) { webhookDeliveries(id: $id) { type eventType } }`, { id }, owner.token);
    expect(log.body.data.webhookDeliveries).toEqual([{ type: 'ping', eventType: 'ping' }]);
    // the test event cannot be subscribed to, an unknown name is not a value, and one of the two lists is needed
    const ping = await create({ url: body({}).url, eventTypes: ['ping'] });
    expect(ping.body.errors[0].extensions).toMatchObject({ code: 'invalidForm' });
    expect((await create({ url: body({}).url, eventTypes: ['reservation.created'] })).body.errors[0].extensions.code).toBe(
      'validationException',
    );
    expect((await create({ url: body({}).url })).body.errors[0].extensions).toMatchObject({ code: 'invalidForm' });
  });
});
