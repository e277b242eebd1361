// `npm run bench:photos -w gateway`: the photo burst of `npm run bench` alone (bench/photo-burst.ts),
// BENCH_ROUNDS rounds (default 3), on a fresh gateway and database.
import { startBenchGateway } from './bench-gateway.js';
import { PHOTO_BURST_LIMITS, photoBurst } from './photo-burst.js';
import { printTargets } from './targets.js';

const { server, token, stop } = await startBenchGateway('photos', PHOTO_BURST_LIMITS);
const list = await fetch(`${server.url}/api/wishlists`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({ title: 'Liste de naissance' }),
}).then((r) => r.json() as Promise<{ id: string }>);
await fetch(`${server.url}/api/wishlists/${list.id}`, {
  method: 'PATCH',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({ visibility: 'public' }),
});
for (let i = 0; i < 30; i++) {
  await fetch(`${server.url}/api/wishlists/${list.id}/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: `Cadeau numéro ${i} pour le bébé`, price: 19.99 + i }),
  });
}
await photoBurst(server.url, token, `${server.url}/api/wishlists/${list.id}`, Number(process.env.BENCH_ROUNDS ?? 3));
printTargets();
await stop();
