import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('answers a GET operation read from the query string, with its variables, and keeps CSRF prevention', async () => {
  const { token } = await signUp(server);
  const params = new URLSearchParams({ query: 'query Me($x: Boolean!) { me @include(if: $x) { email } }', variables: '{"x":true}' });
  const url = `${server.url}/graphql?${params}`;
  const ok = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' } });
  expect(ok.status).toBe(200);
  expect(((await ok.json()) as { data: { me: { email: string } } }).data.me.email).toMatch(/@example\.fr$/);
  // a simple GET (what a cross-site form or image could send) is refused before execution
  const refused = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status).toBe(400);
});

it('refuses a mutation over GET before running it (400, the status of its error)', async () => {
  const url = `${server.url}/graphql?${new URLSearchParams({ query: 'mutation { login(input: { email: "a@b.fr", password: "x" }) { token } }' })}`;
  const res = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
  expect(res.status).toBe(400);
  const body = (await res.json()) as { data?: unknown; errors: { message: string }[] };
  expect(body.data).toBeUndefined();
  expect(body.errors[0].message).toMatch(/GET requests only support query operations/);
});
