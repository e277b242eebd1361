import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';

/** extensions.cost and the RateLimit-* headers under the default bucket (docs/api.md#limits-and-cost). */
let server: TestServer;
beforeAll(async () => {
  // a slow restore: the levels the tests read are not refilled between two requests
  server = await startTestServer({ API_COST_BUCKET_SIZE: '5000', API_COST_RESTORE_PER_SECOND: '1' });
});
afterAll(() => server.close());

describe('extensions.cost', () => {
  it('tells the requested and actual cost and the bucket, per session', async () => {
    const { token } = await signUp(server);
    const first = await server.gql('{ me { id firstName } }', {}, token);
    expect(first.body.extensions.cost).toEqual({
      requestedQueryCost: 1,
      actualQueryCost: 1,
      throttleStatus: { maximumAvailable: 5000, currentlyAvailable: 4999, restoreRate: 1 },
    });
    // a list of objects costs its page size (10 by default) times what each element selects
    const lists = await server.gql('{ wishlists { id items { id } } }', {}, token);
    expect(lists.body.extensions.cost).toMatchObject({ requestedQueryCost: 110, actualQueryCost: 0 });
    const created = await server.gql('mutation { createWishlist(input: {title: "Liste"}) { id } }', {}, token);
    expect(created.body.extensions.cost).toMatchObject({ requestedQueryCost: 11, actualQueryCost: 11 });
    expect((await server.gql('{ wishlists { id items { id } } }', {}, token)).body.extensions.cost).toMatchObject({
      requestedQueryCost: 110,
      actualQueryCost: 1,
    });
    // introspection is free
    expect((await server.gql('{ __schema { types { name fields { name } } } }', {}, token)).body.extensions.cost).toMatchObject({
      requestedQueryCost: 0,
      actualQueryCost: 0,
    });
  });

  it('is on refused operations too, with nothing charged', async () => {
    const parse = await server.gql('{ me { id ', {});
    expect(parse.status).toBe(400);
    expect(parse.body.extensions.cost).toMatchObject({
      requestedQueryCost: 0,
      actualQueryCost: 0,
      throttleStatus: { maximumAvailable: 5000 },
    });
  });

  it('counts an anonymous client by address, apart from sessions', async () => {
    const { token } = await signUp(server);
    const mine = await server.gql('{ me { id } }', {}, token);
    const anonymous = await server.gql('{ __typename }', {});
    expect(mine.body.extensions.cost.throttleStatus.currentlyAvailable).toBe(4999);
    expect(anonymous.body.extensions.cost.throttleStatus.currentlyAvailable).toBeGreaterThan(4000);
    const keys = (await server.sql(`select key from api_cost_buckets order by key`)).map((r) => r.key.split(':')[0]);
    expect(new Set(keys)).toEqual(new Set(['ip', 'session']));
  });
});

describe('REST', () => {
  it('carries RateLimit-Limit, -Remaining and -Reset on the same bucket as GraphQL', async () => {
    const { token } = await signUp(server);
    const rest = await server.api('GET', '/auth/me', { token });
    expect(rest.headers.get('ratelimit-limit')).toBe('5000');
    expect(rest.headers.get('ratelimit-remaining')).toBe('4999');
    expect(Number(rest.headers.get('ratelimit-reset'))).toBe(1);
    // (5000 - 4999) / 1 point a second
    const gql = await server.gql('{ me { id } }', {}, token);
    expect(gql.body.extensions.cost.throttleStatus.currentlyAvailable).toBe(4998);
    // a write costs 10
    const write = await server.api('POST', '/wishlists', { token, body: { title: 'Liste' } });
    expect(write.status).toBe(201);
    expect(Number(write.headers.get('ratelimit-remaining'))).toBe(4988);
  });
});
