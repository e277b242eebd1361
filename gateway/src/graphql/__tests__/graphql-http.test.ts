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

it('answers a POST with the exact byte length of its JSON body, non-ASCII text included, and compresses large answers', async () => {
  const { token } = await signUp(server, { firstName: 'Éloïse', lastName: 'Müller-Ñúñez' });
  const post = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });
  const res = await post('{ me { firstName lastName } }', { 'accept-encoding': 'identity' });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
  expect(JSON.parse(bytes.toString('utf8'))).toEqual({
    data: { me: { firstName: 'Éloïse', lastName: 'Müller-Ñúñez' } },
    extensions: { cost: expect.objectContaining({ requestedQueryCost: 1 }) },
  });
  // over 1 KiB: the compression middleware still wraps the answer
  const aliases = Array.from({ length: 60 }, (_, i) => `a${i}: firstName`).join(' ');
  const big = await post(`{ me { ${aliases} } }`, { 'accept-encoding': 'gzip' });
  expect(big.headers.get('content-encoding')).toBe('gzip');
  expect(((await big.json()) as { data: { me: Record<string, string> } }).data.me.a59).toBe('Éloïse');
});

it('reads POST bodies like express.json: its refusals in the GraphQL error shape, a byte order mark, other spellings of the JSON type', async () => {
  const post = (body: string | Buffer, contentType = 'application/json') =>
    fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': contentType }, body });
  const typename = JSON.stringify({ query: '{ __typename }' });
  for (const res of [
    await post(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(typename)])),
    await post(typename, 'application/json; charset=UTF-8'),
    await post(typename, 'application/json;charset=utf-8'),
  ]) {
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: { __typename: 'Query' },
      extensions: { cost: expect.objectContaining({ requestedQueryCost: 0 }) },
    });
  }
  const refusal = (status: number, message?: string) => ({
    errors: [
      {
        message: 'validationException',
        extensions: { code: 'validationException', status, errors: message ? [{ path: '', message }] : [] },
      },
    ],
  });
  for (const [body, status, message] of [
    ['{"query": ', 400, 'validation.malformedJson'],
    ['"{ __typename }"', 400, 'validation.malformedJson'],
    [JSON.stringify({ query: `{ __typename } #${'x'.repeat(110 * 1024)}` }), 413, 'validation.tooLarge'],
  ] as const) {
    const res = await post(body);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(refusal(status, message));
  }
  // an empty body parses as {}: Apollo's own 400 for a POST without a query
  const empty = await post('');
  expect(empty.status).toBe(400);
  expect(((await empty.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/POST body missing/);
});
