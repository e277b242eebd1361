import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createTestDatabase, newUser } from '../../../test/harness.js';
import { startOtlpReceiver, type ReceivedSpan } from '../../../test/otlp-receiver.js';
import { spawnReplica, type Replica } from '../../../test/replica.js';
import { eventually, freePort, startSmtpPeer } from '../../modules/mail/__tests__/smtp-peer.js';

/**
 * Two real gateway processes started with the OpenTelemetry register file, exporting OTLP over
 * HTTP to a receiver of the test: one answers the guest (no workers; http/json), the other runs
 * the mail job (no requests; http/protobuf). A guest's reservation is one trace from the HTTP request to the SMTP send.
 */

const GUEST = { name: 'Tatie Rosalinde', email: 'tatie.rosalinde@example.fr' };
const SECRET = 'tracing-test-secret-of-at-least-32-characters';

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let web: Replica;
let worker: Replica;

beforeAll(async () => {
  [receiver, peer, database] = await Promise.all([startOtlpReceiver(), startSmtpPeer(), createTestDatabase()]);
  // each process exports in one of the two OTLP/HTTP encodings
  const env = (service: string, workers: boolean, protocol: string) => ({
    DATABASE_URL: database.url,
    JWT_SECRET: SECRET,
    SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
    WORKERS: String(workers),
    LOG_LEVEL: 'info',
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: protocol,
    OTEL_SERVICE_NAME: service,
    OTEL_TRACES_SAMPLER: 'always_on',
    OTEL_BSP_SCHEDULE_DELAY: '200',
  });
  const register = ['--import', './src/observability/otel-register.ts'];
  web = spawnReplica(await freePort(), env('cigogne-web', false, 'http/json'), { nodeArgs: register });
  worker = spawnReplica(await freePort(), env('cigogne-worker', true, 'http/protobuf'), { nodeArgs: register });
  await Promise.all([web.ready(), worker.ready()]);
}, 180_000);

afterAll(async () => {
  await Promise.all([web?.stop(), worker?.stop()]);
  await Promise.all([receiver?.close(), peer?.close()]);
  await database?.drop();
});

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${web.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

it('follows a guest reservation from the HTTP request through GraphQL and SQL to the job and its SMTP send, on another process', async () => {
  const owner = newUser();
  expect((await call('POST', '/api/auth/register', owner)).status).toBe(201);
  const { token } = (await call('POST', '/api/auth/login', { email: owner.email, password: owner.password })).body;
  const list = await call('POST', '/api/wishlists', { title: 'Liste tracée' }, token);
  expect(list.status).toBe(201);
  expect((await call('PATCH', `/api/wishlists/${list.body.id}`, { visibility: 'public' }, token)).status).toBe(200);
  const item = await call('POST', `/api/wishlists/${list.body.id}/items`, { title: 'Doudou' }, token);
  expect(item.status).toBe(201);

  const reserve = await call('POST', '/graphql', {
    query: `mutation Reserve($w: ID!, $i: ID!, $input: ReserveInput!) { reserveWishlistItem(wishlistId: $w, itemId: $i, input: $input) { id } }`,
    variables: { w: list.body.id, i: item.body.id, input: GUEST },
  });
  expect(reserve.body.errors).toBeUndefined();
  await eventually(
    () => peer.received.filter((m) => m.to.includes(GUEST.email)),
    (mails) => mails.length > 0,
    60_000,
  );

  const request = await eventually(
    () =>
      receiver.spans.find(
        (s) => s.service === 'cigogne-web' && s.kind === 2 && s.attributes['http.route'] === '/graphql' && s.name.startsWith('POST'),
      ),
    Boolean,
    30_000,
  );
  expect(request).toBeDefined();
  const inTrace = () => receiver.spans.filter((s) => s.traceId === request!.traceId);
  // a reservation sends two mails (the guest's and the owner's notice), each its own job and send
  const guestSend = (s: ReceivedSpan) => s.name === 'smtp send' && s.attributes['mail.kind'] === 'guestReserved';
  const spans = await eventually(inTrace, (found) => found.some(guestSend), 60_000);
  const names = spans.map((s) => s.name);
  // the GraphQL operation and its resolver that does work
  expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/^mutation Reserve/), expect.stringMatching(/reserveWishlistItem/)]));
  // the SQL statements of the reservation, text without values
  const sql = spans.filter((s) => typeof s.attributes['db.statement'] === 'string' || typeof s.attributes['db.query.text'] === 'string');
  expect(sql.length).toBeGreaterThan(2);
  // the job, run by the other process, child of the request's trace, and the SMTP send inside it
  const smtp = spans.find(guestSend)!;
  const job = spans.find((s) => s.spanId === smtp.parentSpanId)!;
  expect(job).toBeDefined();
  expect(job.name).toBe('job mail_deliver');
  expect(job.service).toBe('cigogne-worker');
  expect([...receiver.encodings].sort()).toEqual(['application/json', 'application/x-protobuf']);

  // nothing personal or secret in any span's attributes
  const everything = JSON.stringify(receiver.spans.map((s) => s.attributes));
  for (const secret of [GUEST.email, GUEST.name, owner.email, owner.password, token, SECRET]) expect(everything).not.toContain(secret);
  expect(everything).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i);

  // the log lines carry the trace's ids
  const lines = web
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { trace_id?: string; span_id?: string });
  expect(lines.some((l) => l.trace_id === request!.traceId && /^[0-9a-f]{16}$/.test(l.span_id ?? ''))).toBe(true);
}, 180_000);
