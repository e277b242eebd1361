import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { ownerWithPrediction } from '../modules/predictions/__tests__/fixtures.js';
import { ownerWithItem } from '../modules/wishlists/__tests__/fixtures.js';

/**
 * The counterexamples fast-check found (fuzz.rest.test.ts, fuzz.graphql.test.ts), kept as plain
 * cases: each answered a 5xx or leaked a runtime message before its fix.
 */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await signUp(server));
});

afterAll(async () => {
  await server?.close();
});

/** A POST to /graphql of any envelope (server.gql sends only a query and its variables). */
async function gqlRaw(body: unknown, bearer?: string) {
  const headers = { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) };
  const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any };
}

describe('REST bodies that name the prototype machinery', () => {
  it('answers {"constructor": null} with a 422 on the key (it was a 500: class-validator read the class from it)', async () => {
    const res = await server.api('POST', '/auth/forgot-password', { body: { constructor: null } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ type: 'invalidForm', errors: [{ path: 'constructor', message: 'validation.unknownField' }] });
  });

  it('does not let a "constructor" key switch off every rule of a form', async () => {
    // with the class hidden, class-validator found no rule at all for the body
    const res = await server.api('POST', '/auth/register', { body: { constructor: 'x', email: 12, password: [] } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual({ path: 'constructor', message: 'validation.unknownField' });
    expect(await server.sql('select 1 from users where email = $1', ['12'])).toEqual([]);
  });

  it('answers a "__proto__" key with a 422 on that key, in the error shape (the errors had no path)', async () => {
    const res = await server.api('POST', '/contact', {
      token,
      body: '{"__proto__":{"fuzzPolluted":"yes","isAdmin":true},"title":"x","name":"x"}',
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ type: 'invalidForm', errors: [{ path: '__proto__', message: 'validation.unknownField' }] });
    expect(({} as Record<string, unknown>).fuzzPolluted).toBeUndefined();
    expect(await server.sql('select 1 from contact_requests')).toEqual([]);
  });
});

describe('strings that are not text', () => {
  // fast-check: POST /auth/register {"size":0,"email":"\ud800","image":"","title":"",...}: 500 (URIError in validator.js)
  it.each([
    ['an e-mail', { email: '\ud800', password: 'Biberon2026', firstName: 'Léa', lastName: 'Dupont' }, 'email'],
    ['a name', { email: 'lone@example.fr', password: 'Biberon2026', firstName: 'L\udfffa', lastName: 'Dupont' }, 'firstName'],
  ])('refuses a lone UTF-16 surrogate in %s with a 422 on the field', async (_name, body, path) => {
    const res = await server.api('POST', '/auth/register', { body });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ type: 'invalidForm', errors: [{ path, message: 'validation.string' }] });
  });

  it('refuses it the same way over GraphQL', async () => {
    const res = await server.gql('mutation ($input: RegisterInput!) { register(input: $input) { id } }', {
      input: { email: 'a\udc00@example.fr', password: 'Biberon2026', firstName: 'Léa', lastName: 'Dupont' },
    });
    expect(res.body.errors[0].extensions).toEqual({
      code: 'invalidForm',
      status: 422,
      errors: [{ path: 'email', message: 'validation.string' }],
    });
  });

  it('still takes a well-formed emoji (a surrogate pair)', async () => {
    const res = await server.api('POST', '/auth/register', {
      body: { email: 'emoji@example.fr', password: 'Biberon2026', firstName: 'Léa 👶', lastName: 'Dupont' },
    });
    expect(res.status).toBe(201);
  });
});

describe('numbers in exponent notation', () => {
  // fast-check: POST /predictions/:id/answers {"birthDate":"1970-01-01T00:00:00.000Z","size":5e-324,...}: 500
  // (class-validator's maxDecimalPlaces split String(5e-324) on a "." it does not have)
  it.each([5e-324, 1e-7, 1e21])('refuses a guessed size of %p with a 422 on the field', async (size) => {
    const { predictionId } = await ownerWithPrediction(server, { guessSize: true });
    const res = await server.api('POST', `/predictions/${predictionId}/answers`, { body: { userName: 'Rose', gender: 'boy', size } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual({ path: 'size', message: size > 1 ? 'validation.max' : 'validation.number' });
  });

  it('refuses an item price of 1e-7 with a 422, and still takes 249.99', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server);
    const url = `/wishlists/${wishlistId}/items/${itemId}`;
    const tiny = await server.api('PATCH', url, { token: owner.token, body: { price: 1e-7 } });
    expect(tiny.status).toBe(422);
    expect(tiny.body).toEqual({ type: 'invalidForm', errors: [{ path: 'price', message: 'validation.number' }] });
    expect((await server.api('PATCH', url, { token: owner.token, body: { price: 249.99 } })).status).toBe(200);
    expect((await server.api('PATCH', url, { token: owner.token, body: { price: 249.999 } })).status).toBe(422);
  });
});

describe('GraphQL requests refused before any resolver runs', () => {
  it('answers an unsupported persisted query version with a 400 (it was a 500 unknown)', async () => {
    const res = await gqlRaw({ query: '{ __typename }', extensions: { persistedQuery: { version: 'x', sha256Hash: 12 } } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toEqual({ code: 'validationException', status: 400, errors: [expect.any(Object)] });
  });

  it('answers a subscription (the schema has none) with a client error, not a 500 unknown', async () => {
    const res = await gqlRaw({ query: 'subscription { me { id } }' });
    expect(res.status).toBeLessThan(500);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'validationException', status: 400 });
  });

  it.each([
    ['a fragment cycle', 'query { me { ...A } } fragment A on User { ...B } fragment B on User { ...A }'],
    ['a spread of an unknown fragment', 'query { me { ...Missing } }'],
  ])('answers %s with a 400 validation error (the depth limit overflowed the stack: 500)', async (_name, query) => {
    const res = await gqlRaw({ query });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('validationException');
    expect(JSON.stringify(res.body)).not.toMatch(/Maximum call stack|Cannot read/);
  });

  it.each([
    ['a list literal', `{ wishlist(id: ${'['.repeat(20_000)}${']'.repeat(20_000)}) { id } }`],
    ['an object literal', `{ wishlist(id: ${'{a: '.repeat(10_000)}1${'}'.repeat(10_000)}) { id } }`],
    ['a selection', `${'{ me '.repeat(5_000)}${'}'.repeat(5_000)}`],
  ])('refuses %s nested thousands of levels deep with a 400, without the runtime message', async (_name, query) => {
    const res = await gqlRaw({ query });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toEqual({
      code: 'validationException',
      status: 400,
      errors: [{ path: '', message: 'validation.malformed' }],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/Maximum call stack/);
  });

  it('still runs an operation nested as deep as the product needs, brackets in strings and comments ignored', async () => {
    const query = `# ${'{'.repeat(150)}
      query Me { me { firstName } } query Missing { wishlist(id: "${'['.repeat(150)}") { id } }`;
    const me = await gqlRaw({ query, operationName: 'Me' }, token);
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual({ me: { firstName: 'Léa' } });
    const missing = await gqlRaw({ query, operationName: 'Missing' }, token);
    expect(missing.body.errors[0].extensions.errors).not.toContainEqual({ path: '', message: 'validation.malformed' });
  });
});

describe("requests Node's parser refuses before Express", () => {
  it('answers a URL and headers over the parser limit with a 431 in the error shape (it was a bare 431 with no body)', async () => {
    const res = await fetch(`${server.url}/api/wishlists?page=${'x'.repeat(20_000)}`, {
      headers: { authorization: `Bearer ${'x'.repeat(6000)}` },
    });
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ type: 'validationException', errors: [{ path: '', message: 'validation.tooLarge' }] });
  });
});

describe('rate-limit keys built from what a client sends', () => {
  it('answers a passkey sign-in with a forged address of 2 000 characters, and still counts that address (it was a 500: the key overflowed its column)', async () => {
    const forged = 'a'.repeat(2000);
    const ask = () => server.api('POST', '/auth/passkeys/authentication/options', { headers: { 'x-forwarded-for': forged } });
    const first = await ask();
    expect(first.status).toBe(200);
    expect(typeof first.body.challenge).toBe('string');
    const [row] = await server.sql<{ key: string; count: number }>(
      `select key, count from rate_limit_counters where key like 'passkey-options:ip:aaa%'`,
    );
    expect(row.key.length).toBeLessThanOrEqual(300);
    await ask();
    const [again] = await server.sql<{ count: number }>(`select count from rate_limit_counters where key = $1`, [row.key]);
    expect(again.count).toBe(row.count + 1);
  });
});
