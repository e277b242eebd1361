import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Log writes happen after the answer; wait until the entry for `url` is there. */
async function entryFor(url: string) {
  for (let i = 0; i < 50; i++) {
    await server.services.errorLog.drain();
    const rows = await server.sql('select * from api_error_logs where url = $1 order by date desc', [url]);
    if (rows.length) return rows[0];
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no error log entry for ${url}`);
}

describe('API error log', () => {
  it('records a REST 422 with the request, the answer and the parsed user agent', async () => {
    const res = await server.api('POST', '/auth/register?from=test-422', {
      body: { email: 'bad' },
      headers: { 'user-agent': FIREFOX_WINDOWS, referer: 'https://cigogne.example/app/register' },
    });
    expect(res.status).toBe(422);
    const entry = await entryFor('/api/auth/register?from=test-422');
    expect(entry).toMatchObject({
      method: 'POST',
      status: 422,
      version: '0.1.0',
      user_id: null,
      referrer: { url: 'https://cigogne.example/app/register' },
      os: { name: 'Windows' },
      browser: { name: 'Firefox' },
      user_agent: FIREFOX_WINDOWS,
    });
    expect(entry.error_response).toEqual(res.body);
    expect(entry.error.message).toBe('invalidForm');
    expect(entry.error.stack).toMatch(/DomainError/);
    expect(entry.ip).toMatch(/127\.0\.0\.1/);
    expect(entry.device.type).toBe('desktop');
  });

  it('records the user id of a signed-in caller and a phone as a mobile device', async () => {
    const { token, user } = await signUp(server);
    await server.api('GET', '/nowhere?from=test-404', { token, headers: { 'user-agent': SAFARI_IPHONE } });
    const entry = await entryFor('/api/nowhere?from=test-404');
    expect(entry).toMatchObject({ status: 404, user_id: user.id, os: { name: 'iOS' }, browser: { name: 'Mobile Safari' } });
    expect(entry.device.type).toBe('mobile');
  });

  it('records GraphQL errors with the status of the error, although GraphQL answers 200', async () => {
    const res = await fetch(`${server.url}/graphql?from=test-gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': FIREFOX_WINDOWS },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(res.status).toBe(200);
    const entry = await entryFor('/graphql?from=test-gql');
    expect(entry.status).toBe(401);
    expect(entry.error_response.errors[0].extensions.code).toBe('unauthorized');
  });

  it('does not record successful calls', async () => {
    await server.api('POST', '/auth/forgot-password?from=test-ok', { body: { email: 'someone@example.fr' } });
    await server.services.errorLog.drain();
    expect(await server.sql(`select 1 from api_error_logs where url like '%test-ok%'`)).toHaveLength(0);
  });
});
