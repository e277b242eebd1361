import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { openStream, WISHLIST_CHANGED, type LiveStream } from '../../../test/live-stream.js';
import { eventually } from '../../modules/mail/__tests__/smtp-peer.js';
import { ownerWithItem } from '../../modules/wishlists/__tests__/fixtures.js';

/** The live streams' plumbing (http/live/, common/live/): limits, the LISTEN connection's recovery, shutdown. */
let server: TestServer;
const streams: LiveStream[] = [];
const open = async (s: TestServer, id: string) => {
  const stream = await openStream(s.url, { query: WISHLIST_CHANGED, variables: { id } });
  streams.push(stream);
  return stream;
};
/** The streams the process counts as open (its Prometheus gauge). */
const openInProcess = async () => {
  const text = await (await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`)).text();
  return Number(text.match(/^cigogne_live_streams_open (\d+)$/m)?.[1]);
};
const changeOf = (id: string) => ({ event: 'next', data: { data: { wishlistChanged: { wishlistId: id } } } });

beforeAll(async () => {
  server = await startTestServer({ LIVE_STREAMS_PER_CLIENT: '2', LIVE_MAX_STREAMS: '3', METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server?.close();
});

describe('limits', () => {
  it('refuses a client past its streams with a 429 and Retry-After, and admits it again once one closed', async () => {
    const { wishlistId } = await ownerWithItem(server);
    const [a, b] = [await open(server, wishlistId), await open(server, wishlistId)];
    expect([a.status, b.status]).toEqual([200, 200]);
    // the heartbeat's first comment line comes with the headers: proxies see the stream start
    expect(a.raw()).toMatch(/^:/);
    const refused = await open(server, wishlistId);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'tooManyRequests', status: 429 });
    a.close();
    await a.ended;
    // the server forgets the stream when its connection closes
    for (let i = 0; i < 50; i++) {
      const again = await open(server, wishlistId);
      if (again.status === 200) return again.close();
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('a closed stream was never forgotten');
  });

  it('refuses past the process cap, whatever the client', async () => {
    const { wishlistId } = await ownerWithItem(server);
    for (const stream of streams) stream.close();
    await Promise.all(streams.map((s) => s.ended));
    // every closed stream forgotten by the process
    expect(await eventually(openInProcess, (n) => n === 0)).toBe(0);
    // TRUST_PROXY is loopback by default: each forwarded address is a client of its own
    const from = async (address: string) => {
      const stream = await openStream(
        server.url,
        { query: WISHLIST_CHANGED, variables: { id: wishlistId } },
        { headers: { 'x-forwarded-for': address } },
      );
      streams.push(stream);
      return stream.status;
    };
    expect([await from('203.0.113.1'), await from('203.0.113.1'), await from('203.0.113.2')]).toEqual([200, 200, 200]);
    expect(await from('203.0.113.3')).toBe(429);
  });
});

describe('recovery and shutdown', () => {
  it('hears changes again after its LISTEN connection was cut, and tells every subscriber to catch up', async () => {
    const s = await startTestServer();
    try {
      const { owner, wishlistId, itemId } = await ownerWithItem(s);
      const stream = await open(s, wishlistId);
      const cut = await s.sql(
        `select pg_terminate_backend(pid) as cut from pg_stat_activity where query = 'listen "page_changes"' and datname = current_database()`,
      );
      expect(cut).toEqual([{ cut: true }]);
      // the resync after reconnection (changes in between could have been missed)
      expect(await stream.next(10_000)).toEqual(changeOf(wishlistId));
      await s.api('PATCH', `/wishlists/${wishlistId}/items/${itemId}`, { token: owner.token, body: { title: 'Après la coupure' } });
      expect(await stream.next(30_000)).toEqual(changeOf(wishlistId));
    } finally {
      await s.close();
    }
  });

  it('ends the open streams at shutdown, without waiting for the grace period', async () => {
    const s = await startTestServer();
    const { wishlistId } = await ownerWithItem(s);
    const stream = await open(s, wishlistId);
    await s.close();
    await stream.ended;
    // ended by the server, which tells the client to reconnect (to another process): a stream left
    // to the grace period is cut with its connection, and no `complete` ever reaches the client
    expect(stream.events.at(-1)).toEqual({ event: 'complete', data: null });
    expect(stream.raw()).toContain('retry: 1000');
  });
});
