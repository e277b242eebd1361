import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { openStream } from '../../../test/live-stream.js';
import { MAX_TOKENS } from '../limits.js';

// Every entry that parses a GraphQL document stops at MAX_TOKENS (docs/api.md#graphql), and a server
// in production names no field the caller did not ask for.

let dev: TestServer;
let prod: TestServer;
beforeAll(async () => {
  [dev, prod] = await Promise.all([startTestServer(), startTestServer({ NODE_ENV: 'production' })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([dev?.close(), prod?.close()]);
});

/** A document declaring `count` variables no selection uses. */
const unusedVariables = (count: number) => `query Q(${Array.from({ length: count }, (_, i) => `$v${i}:ID`).join(',')}) { __typename }`;
// graphql-js spells it "more that"
const TOO_MANY = new RegExp(`more th\\w+ ${MAX_TOKENS} tokens`);

const post = (server: TestServer, query: string) =>
  fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });

describe('a document of 10 000 unused variables (99 KB)', () => {
  const big = unusedVariables(10_000);

  it('is refused by POST /graphql with a 400 validationException naming the token limit', async () => {
    expect(big.length).toBeGreaterThan(95_000);
    expect(big.length).toBeLessThan(100 * 1024);
    const res = await post(dev, big);
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(res.status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('validationException');
    expect(body.errors[0].message).toMatch(TOO_MANY);
  });

  it('costs the server no more than a document just over the limit: parsing stops there (baseline of this test)', async () => {
    // the least of a few tries of each: a busy machine slows some tries, the least is the work itself
    const least = async (query: string) => {
      let best = Infinity;
      for (let i = 0; i < 7; i++) {
        const started = performance.now();
        await (await post(dev, query)).text();
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const justOver = unusedVariables(MAX_TOKENS / 4 + 1);
    const baseline = await least(justOver);
    // twenty times the tokens: parsed and validated in full, it would cost many times the baseline
    expect(await least(big)).toBeLessThan(4 * baseline);
  });

  it('is refused by GET /graphql and by the live stream too', async () => {
    // a URL holds less: a shorter document, still over the limit
    const short = `{ ${'a '.repeat(MAX_TOKENS)}}`;
    const res = await fetch(`${dev.url}/graphql?${new URLSearchParams({ query: short })}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(TOO_MANY);
    const stream = await openStream(dev.url, { query: `subscription ${short}` });
    expect(stream.status).toBe(400);
    expect(JSON.stringify(stream.body)).toMatch(TOO_MANY);
  });

  it('leaves the operations of the product alone: a document under the limit runs', async () => {
    const res = await post(dev, '{ __schema { queryType { name } } }');
    expect(res.status).toBe(200);
    const fine = await post(dev, unusedVariables(10));
    // unused variables are a validation error of their own, not the token limit
    expect(((await fine.json()) as { errors: { message: string }[] }).errors[0].message).not.toMatch(TOO_MANY);
  });
});

describe('with NODE_ENV=production', () => {
  const typo = '{ wishlistz { id } }';

  it('a validation error does not suggest field names; in development it does', async () => {
    const inDev = (await (await post(dev, typo)).json()) as { errors: { message: string }[] };
    expect(inDev.errors[0].message).toMatch(/Did you mean/);
    const res = await post(prod, typo);
    const body = (await res.json()) as { errors: { message: string; extensions: { errors: { message: string }[] } }[] };
    expect(res.status).toBe(400);
    expect(body.errors[0].message).toBe('Cannot query field "wishlistz" on type "Query".');
    expect(JSON.stringify(body)).not.toMatch(/Did you mean|"wishlists?"/);
  });

  it('nor does the live stream', async () => {
    const stream = await openStream(prod.url, { query: 'subscription { wishlistChangd(id: "x") { wishlistId } }' });
    expect([400, 200]).toContain(stream.status);
    const answer = JSON.stringify(stream.body ?? (await stream.next(30_000)));
    expect(answer).toMatch(/wishlistChangd/);
    expect(answer).not.toMatch(/Did you mean|wishlistChanged/);
  });

  it('introspection stays open', async () => {
    const res = await post(prod, '{ __type(name: "Query") { fields { name } } }');
    const body = (await res.json()) as { data: { __type: { fields: { name: string }[] } } };
    expect(res.status).toBe(200);
    expect(body.data.__type.fields.map((f) => f.name)).toContain('wishlists');
  });
});
