import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { countQueries } from '../../../../test/query-counter.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** `n` timelines of `userId`, each with three events, inserted directly. */
async function seedTimelines(userId: string, n: number) {
  await server.sql(
    `with t as (
       insert into timelines (id, created_at, updated_at, owner_id, title, first_name, birth_date, visibility)
       select gen_random_uuid(), now() - make_interval(mins => g), now(), $1, 'T' || g, 'Jade', now() - interval '100 days', 'public'
       from generate_series(1, $2::int) g returning id)
     insert into timeline_events (id, created_at, updated_at, timeline_id, title, date)
     select gen_random_uuid(), now(), now(), t.id, 'E' || e, now() - make_interval(days => e) from t, generate_series(1, 3) e`,
    [userId, n],
  );
}

const LIST = `query { timelines { id isMine eventCount events { id title date } } }`;

describe('the timeline list issues a bounded number of queries, whatever its length', () => {
  it('REST GET /api/timelines', async () => {
    const small = await signUp(server);
    const large = await signUp(server);
    await seedTimelines(small.user.id, 2);
    await seedTimelines(large.user.id, 20);
    let smallBody: any;
    let largeBody: any;
    const smallCount = await countQueries(async () => (smallBody = (await server.api('GET', '/timelines', { token: small.token })).body));
    const largeCount = await countQueries(async () => (largeBody = (await server.api('GET', '/timelines', { token: large.token })).body));
    expect(smallBody).toHaveLength(2);
    expect(largeBody).toHaveLength(20);
    expect(largeBody.every((t: any) => t.eventCount === 3 && !('events' in t))).toBe(true);
    // the session check, the user, the timelines, one grouped count of their events
    expect(smallCount).toBeGreaterThan(0);
    expect(largeCount).toBe(smallCount);
    // (the API cost bucket's statements are not counted: test/query-counter.ts)
    expect(largeCount).toBeLessThanOrEqual(4);
  });

  it('GraphQL timelines { isMine eventCount events }', async () => {
    const small = await signUp(server);
    const large = await signUp(server);
    await seedTimelines(small.user.id, 2);
    await seedTimelines(large.user.id, 20);
    let smallBody: any;
    let largeBody: any;
    const smallCount = await countQueries(async () => (smallBody = (await server.gql(LIST, {}, small.token)).body));
    const largeCount = await countQueries(async () => (largeBody = (await server.gql(LIST, {}, large.token)).body));
    expect(smallBody.data.timelines).toHaveLength(2);
    expect(largeBody.data.timelines).toHaveLength(20);
    expect(largeBody.data.timelines.every((t: any) => t.isMine && t.eventCount === 3 && t.events.length === 3)).toBe(true);
    // the session check, the user, the timelines, one grouped count, one batched event load (dataloader)
    expect(smallCount).toBeGreaterThan(0);
    expect(largeCount).toBe(smallCount);
    // (the API cost bucket's statements are not counted: test/query-counter.ts)
    expect(largeCount).toBeLessThanOrEqual(5);
  });

  it('GraphQL timelines { photoCount events { photos } }: one grouped photo count, one batched photo load', async () => {
    const small = await signUp(server);
    const large = await signUp(server);
    await seedTimelines(small.user.id, 2);
    await seedTimelines(large.user.id, 20);
    // one photo on the first event of each of the large list's timelines
    await server.sql(
      `insert into photos (id, created_at, event_id, uploader_id, width, height, bytes)
       select gen_random_uuid(), now(), (select e.id from timeline_events e where e.timeline_id = t.id order by e.date limit 1), t.owner_id, 4, 3, 10
       from timelines t where t.owner_id = $1`,
      [large.user.id],
    );
    const PHOTOS = `query { timelines { id photoCount events { photos { id width } } } }`;
    let largeBody: any;
    const smallCount = await countQueries(async () => (await server.gql(PHOTOS, {}, small.token)).body);
    const largeCount = await countQueries(async () => (largeBody = (await server.gql(PHOTOS, {}, large.token)).body));
    expect(largeBody.data.timelines.every((t: any) => t.photoCount === 1 && t.events.flatMap((e: any) => e.photos).length === 1)).toBe(
      true,
    );
    expect(largeCount).toBe(smallCount);
    expect(largeCount).toBeLessThanOrEqual(7);
  });
});
