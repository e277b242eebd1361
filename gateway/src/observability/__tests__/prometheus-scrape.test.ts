import { afterAll, beforeAll, expect, it } from '@jest/globals';
import path from 'node:path';
import { REPO_ROOT } from '../../config.js';
import { eventually } from '../../modules/mail/__tests__/smtp-peer.js';
import { startPrometheus, type PrometheusPeer } from '../../../test/prometheus.js';
import { newUser, startTestServer, type TestServer } from '../../../test/harness.js';

/**
 * GET /metrics on METRICS_PORT, scraped by a real Prometheus that also loads the alert rules of
 * deploy/prometheus-rules.yml: values are read back with PromQL over its HTTP API.
 */

let server: TestServer;
let prometheus: PrometheusPeer;
const RULES = path.join(REPO_ROOT, 'deploy/prometheus-rules.yml');

beforeAll(async () => {
  // one registration per address: the second is refused by its rule
  server = await startTestServer({ METRICS_PORT: '0', METRICS_HOST: '127.0.0.1', WORKERS: 'true', REGISTER_LIMIT_PER_IP: '1' });
  prometheus = await startPrometheus(`127.0.0.1:${server.metricsPort}`, [RULES]);
});
afterAll(async () => {
  await prometheus?.close();
  await server?.close();
});

const metricsText = async () => (await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`)).text();
const ID = '0b7e8f0e-6f39-4a6c-9d0e-3f0c2f7d9a11';

it('exposes request durations per route template, never per raw path', async () => {
  for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect((await server.api('GET', `/wishlists/${ID}`)).status).toBe(404);
  const text = await metricsText();
  expect(text).toMatch(
    /^http_server_request_duration_seconds_count\{http_request_method="GET",http_route="\/healthz",http_response_status_code="200"\} [3-9]/m,
  );
  expect(text).toMatch(
    /http_server_request_duration_seconds_bucket\{le="0.005",http_request_method="GET",http_route="\/api\/wishlists\/:id",http_response_status_code="404"\}/,
  );
  expect(text).not.toContain(ID);
});

it('counts GraphQL operations by name and outcome', async () => {
  expect((await server.gql('query MetricsProbe { __typename }')).status).toBe(200);
  expect((await server.gql('query MetricsBroken { noSuchField }')).status).toBe(400);
  const text = await metricsText();
  expect(text).toMatch(
    /graphql_server_operations_total\{graphql_operation_name="MetricsProbe",graphql_operation_type="query",outcome="success"\} 1/,
  );
  // refused before it resolved to an operation: no name a client could multiply
  expect(text).toMatch(
    /graphql_server_operations_total\{graphql_operation_name="_ANONYMOUS",graphql_operation_type="unknown",outcome="error"\} [1-9]/,
  );
});

it('exposes the runtime, the pool, the queue and the live streams', async () => {
  const text = await metricsText();
  for (const name of ['nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes', 'cigogne_live_streams_open'])
    expect(text).toMatch(new RegExp(`^${name} [0-9.e+-]+$`, 'm'));
  // its series appear with the first collection
  expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  expect(text).toMatch(/^cigogne_db_pool_connections\{state="idle"\} \d+/m);
  expect(text).toMatch(/^cigogne_db_pool_connections\{state="waiting"\} 0/m);
  // the purge at start is a job of the queue, run by this process's workers
  const ran = await eventually(metricsText, (t) => /cigogne_queue_jobs_total\{task="db_purge",result="success"\} 1/.test(t));
  expect(ran).toMatch(/cigogne_queue_jobs_total\{task="db_purge",result="success"\} 1/);
  // a job of a task no worker knows waits for ever: counted, and its age grows
  await server.sql(`select graphile_worker.add_job('metrics_probe', '{}'::json)`);
  const waiting = await metricsText();
  expect(waiting).toMatch(/^cigogne_queue_jobs\{task="metrics_probe",state="waiting"\} 1$/m);
  expect(waiting).toMatch(/^cigogne_queue_jobs\{task="metrics_probe",state="running"\} 0$/m);
  expect(waiting).toMatch(/^cigogne_queue_oldest_waiting_job_age_seconds\{task="metrics_probe"\} [0-9.e-]+$/m);
});

it('is scraped by a real Prometheus, which reads a value back with PromQL and loads the alert rules', async () => {
  await server.gql('query PromqlProbe { __typename }');
  const samples = await eventually(
    () => prometheus.query('sum(graphql_server_operations_total{graphql_operation_name="PromqlProbe",job="cigogne"})'),
    (result) => result.length === 1,
    60_000,
  );
  expect(Number(samples[0]!.value[1])).toBe(1);
  const queued = await eventually(
    () => prometheus.query('cigogne_queue_jobs{task="metrics_probe",state="waiting"}'),
    (result) => result.length === 1,
    60_000,
  );
  expect(queued[0]!.value[1]).toBe('1');
  const up = await prometheus.query('up{job="cigogne"}');
  expect(up.map((s) => s.value[1])).toEqual(['1']);
  // the rules evaluate against these series without error
  const rules = await eventually(
    () => prometheus.rules(),
    (r) => r.length > 0 && r.every((rule) => rule.health === 'ok'),
    60_000,
  );
  expect(rules.filter((r) => r.health !== 'ok')).toEqual([]);
  expect(rules.map((r) => r.name)).toEqual(expect.arrayContaining(['CigogneHigh5xxRatio', 'CigogneQueueBacklog', 'CigogneEventLoopDelay']));
}, 150_000);

it('counts refusals by rule, mails by kind and server renders by result, without an address or e-mail', async () => {
  const first = newUser();
  expect((await server.api('POST', '/auth/register', { body: first })).status).toBe(201);
  expect((await server.api('POST', '/auth/register', { body: newUser() })).status).toBe(429);
  // the verification mail of the registration, delivered by this process's workers (no SMTP_URL: kept in the outbox)
  const text = await eventually(metricsText, (t) => /cigogne_mails_total\{kind="verifyEmail",result="sent"\} 1/.test(t));
  expect(text).toMatch(/^cigogne_mails_total\{kind="verifyEmail",result="sent"\} 1$/m);
  expect(text).toMatch(/^cigogne_limit_refusals_total\{rule="register:ip"\} 1$/m);
  expect(text).not.toContain(first.email);
  expect(text).not.toContain('127.0.0.1');
  // a deep link of the app: rendered on the server, or the plain page when it is not a rendered page
  expect((await fetch(`${server.url}/app/`)).status).toBe(200);
  expect(await metricsText()).toMatch(/^cigogne_server_renders_total\{result="(rendered|plain|cache_hit|shared)"\} 1$/m);
});

it('answers 404 to anything but GET /metrics', async () => {
  expect((await fetch(`http://127.0.0.1:${server.metricsPort}/`)).status).toBe(404);
});
