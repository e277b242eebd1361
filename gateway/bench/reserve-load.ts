import 'reflect-metadata';
import { startBenchGateway } from './bench-gateway.js';
import { runLoad } from './load-runner.js';

/**
 * `npm run bench:reserve -w gateway`: guests reserving under 50 connections (BENCH_CONNECTIONS),
 * from a load generator in its own process, for BENCH_SECONDS (default 10) each:
 * - spread: one unit of any of 100 items of 99 units (a crowd on a whole list);
 * - one row: a 1 € pledge each toward one group gift (every reservation waits for the row's lock).
 * Each reservation is a real one: the row lock, the units or amount left, the guest's mail queued in
 * the same transaction. Prints requests/s, p50 and p99 (ms) and the answers that were not 201.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ITEMS = 100;

const gateway = await startBenchGateway('reserve', { RESERVE_LIMIT_PER_IP: '100000', MAIL_LIMIT_PER_RECIPIENT_PER_DAY: '100000' });
const base = gateway.server.url;
async function api(method: string, route: string, body?: unknown): Promise<{ id: string }> {
  const res = await fetch(`${base}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${gateway.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

try {
  const list = await api('POST', '/wishlists', { title: 'Baby shower' });
  await api('PATCH', `/wishlists/${list.id}`, { visibility: 'public' });
  // the owner's notice is one mail per reservation to one address: the guest's mail is the one measured
  await api('PATCH', '/auth/me', { notifyByEmail: false });
  const items: string[] = [];
  for (let i = 0; i < ITEMS; i++) items.push((await api('POST', `/wishlists/${list.id}/items`, { title: `Body ${i}`, quantity: 99 })).id);
  const gift = await api('POST', `/wishlists/${list.id}/items`, { title: 'Poussette', price: 99999, groupGift: true });

  const reserve = (item: string) => `/api/wishlists/${list.id}/items/${item}/reserve`;
  const post = (body: unknown) => ({
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: SECONDS,
    // a crowd: each guest from an address of their own, with an e-mail of their own
    clients: 1000,
    idReplacement: true,
  });
  const guest = { name: 'Cousine Léa', email: 'lea.[<id>]@example.fr', message: 'Avec plaisir' };
  const runs = {
    'spread over 100 items of 99 units': await runLoad({ url: base, paths: items.map(reserve), ...post({ ...guest, quantity: 1 }) }),
    'one 1 € pledge each, one group gift': await runLoad({ url: base + reserve(gift.id), ...post({ ...guest, amount: 1 }) }),
  };
  console.log(`Reservations, ${CONNECTIONS} connections, ${SECONDS} s each`);
  for (const [name, r] of Object.entries(runs))
    console.log(
      `${name}: ${Math.round(r.requestsPerSecond)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.total} answered, ${r.non2xx} not 2xx, ${r.errors} errors, ${r.timeouts} timeouts`,
    );
} finally {
  await gateway.stop();
}
