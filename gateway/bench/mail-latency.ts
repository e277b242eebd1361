import { freePort } from '../src/modules/mail/__tests__/smtp-peer.js';
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startBenchGateway } from './bench-gateway.js';

/**
 * `npm run bench:mail -w gateway`: a guest reservation's latency (p50/p99) with the SMTP server up,
 * then down (nothing listening on SMTP_URL's port), and, with it up, how long after the answer the
 * mail reaches the SMTP peer (the queue's pick-up plus the SMTP exchange). The request never waits
 * on SMTP, so both latencies should match.
 */
const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 200);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms: number) => Math.round(ms * 100) / 100;

async function run(smtp: 'up' | 'down') {
  const arrived = new Map<string, number>();
  const peer =
    smtp === 'up'
      ? new SMTPServer({
          authOptional: true,
          disabledCommands: ['STARTTLS'],
          // no DNS lookup of the client: the peer's own cost, not the gateway's
          disableReverseLookup: true,
          onData(stream, session, callback) {
            stream.on('data', () => {});
            stream.on('end', () => {
              for (const r of session.envelope.rcptTo) arrived.set(r.address, performance.now());
              callback();
            });
          },
        })
      : undefined;
  let port = await freePort();
  if (peer) {
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    port = (peer.server.address() as AddressInfo).port;
  }
  const gateway = await startBenchGateway(`mail-${smtp}`, {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    RESERVE_LIMIT_PER_IP: '100000',
    MAIL_LIMIT_PER_RECIPIENT_PER_DAY: '100000',
  });
  const api = async (method: string, route: string, body?: unknown, token?: string) => {
    const res = await fetch(`${gateway.server.url}/api${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => undefined)) as { id: string } };
  };
  try {
    const list = await api('POST', '/wishlists', { title: 'Banc' }, gateway.token);
    await api('PATCH', `/wishlists/${list.body.id}`, { visibility: 'public' }, gateway.token);
    // the owner's notices would add a mail per reservation to one address: off, the guest's mail is measured
    await api('PATCH', '/auth/me', { notifyByEmail: false }, gateway.token);
    const items: string[] = [];
    for (let i = 0; i < RESERVATIONS; i++)
      items.push((await api('POST', `/wishlists/${list.body.id}/items`, { title: `Article ${i}` }, gateway.token)).body.id);
    const latencies: number[] = [];
    const answered = new Map<string, number>();
    for (const [i, item] of items.entries()) {
      const email = `guest.${i}@example.fr`;
      const started = performance.now();
      const res = await api('POST', `/wishlists/${list.body.id}/items/${item}/reserve`, { name: 'Jo', email });
      const done = performance.now();
      if (res.status !== 201) throw new Error(`reservation answered ${res.status}: ${JSON.stringify(res.body)}`);
      latencies.push(done - started);
      answered.set(email, done);
    }
    if (peer)
      // every guest's mail (the peer also gets the bench user's own verification mail)
      for (let waited = 0; [...answered.keys()].some((email) => !arrived.has(email)) && waited < 30_000; waited += 100)
        await new Promise((r) => setTimeout(r, 100));
    latencies.sort((a, b) => a - b);
    const delivery = [...answered].filter(([email]) => arrived.has(email)).map(([email, at]) => arrived.get(email)! - at);
    delivery.sort((a, b) => a - b);
    return {
      smtp,
      reservations: RESERVATIONS,
      p50: round(percentile(latencies, 50)),
      p99: round(percentile(latencies, 99)),
      ...(peer
        ? {
            delivered: delivery.length,
            deliveryAfterAnswerP50: round(percentile(delivery, 50)),
            deliveryAfterAnswerP99: round(percentile(delivery, 99)),
          }
        : {}),
    };
  } finally {
    await gateway.stop();
    if (peer) await new Promise<void>((resolve) => peer.close(() => resolve()));
  }
}

const results = [await run('up'), await run('down')];
console.log(JSON.stringify(results, null, 2));
