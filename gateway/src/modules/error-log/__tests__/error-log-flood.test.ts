import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { captureLog } from '../../../../test/capture-log.js';
import { startTestServer, type TestServer } from '../../../../test/harness.js';

let server: TestServer;
const { log, lines } = captureLog('info');
beforeAll(async () => {
  server = await startTestServer({ ERROR_LOG_MAX_PER_MINUTE: '5', LOG_LEVEL: 'info' }, { log });
});
afterAll(() => server.close());

const rowsFor = async (url: string, status?: number) => {
  await server.services.errorLog.drain();
  const rows = await server.sql<{ n: number }>(
    'select count(*)::int as n from api_error_logs where url = $1 and ($2::int is null or status = $2)',
    [url, status ?? null],
  );
  return rows[0].n;
};

it('keeps the error log bounded under a flood of identical 4xx from one client, says so once, and keeps every 5xx', async () => {
  const url = '/api/flood-target';
  const burst = await Promise.all(Array.from({ length: 30 }, () => server.api('GET', '/flood-target')));
  expect(burst.every((r) => r.status === 404)).toBe(true);
  expect(await rowsFor(url)).toBe(5);

  // another client (its address from the trusted proxy) has its own allowance
  const other = await server.api('GET', '/flood-target', { headers: { 'x-forwarded-for': '203.0.113.7' } });
  expect(other.status).toBe(404);
  expect(await rowsFor(url)).toBe(6);

  const sampling = lines.filter((l) => l.level === 40 && /error log sampling/.test(l.msg));
  expect(sampling).toHaveLength(1);
  expect(sampling[0]).toMatchObject({ status: 404, route: 'GET /api/flood-target', maxPerMinute: 5 });

  // a 5xx is never sampled, even from the flooding client on the same route
  const [{ ip }] = await server.sql(`select ip from api_error_logs where url = $1 and ip <> '203.0.113.7' limit 1`, [url]);
  for (let i = 0; i < 10; i++) server.services.errorLog.record({ url, method: 'GET', status: 500, error: { message: 'boom' }, ip });
  expect(await rowsFor(url, 500)).toBe(10);
});

it('caps 4xx rows per client address whatever the route: 600 distinct unknown paths from one client write 5 rows', async () => {
  const client = '203.0.113.99';
  const paths = Array.from({ length: 600 }, (_, i) => `/scan-${i}`);
  for (let i = 0; i < paths.length; i += 100) {
    const answers = await Promise.all(paths.slice(i, i + 100).map((p) => server.api('GET', p, { headers: { 'x-forwarded-for': client } })));
    expect(answers.every((r) => r.status === 404)).toBe(true);
  }
  await server.services.errorLog.drain();
  const [{ n }] = await server.sql<{ n: number }>(`select count(*)::int as n from api_error_logs where ip = $1`, [client]);
  expect(n).toBe(5);
  // another status from the same client is counted in the same allowance
  expect((await server.api('POST', '/auth/login', { body: '{', headers: { 'x-forwarded-for': client } })).status).toBe(400);
  await server.services.errorLog.drain();
  expect((await server.sql<{ n: number }>(`select count(*)::int as n from api_error_logs where ip = $1`, [client]))[0].n).toBe(5);
});
