import http from 'node:http';
import pg from 'pg';

// c. of bench/live-fanout.ts: the load process, `live-load.ts <gateway url> <database url> <wishlist id>`.
// On {open: n} it opens n live streams of the list (graphql-sse, one connection each); on
// {publish: seconds} it commits one change of the list a second and reports how long each event
// took from the commit to each stream; on {close: true} it closes them.
const [url, databaseUrl, wishlistId] = process.argv.slice(2);
const body = JSON.stringify({ query: 'subscription($id: ID!) { wishlistChanged(id: $id) { wishlistId } }', variables: { id: wishlistId } });
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const streams: http.ClientRequest[] = [];
let publishedAt = 0;
let latencies: number[] = [];

function open(): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/graphql/stream`,
      { method: 'POST', agent, headers: { accept: 'text/event-stream', 'content-type': 'application/json' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream refused: ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
            if (buffer.startsWith('event: next')) latencies.push(performance.now() - publishedAt);
            buffer = buffer.slice(end + 2);
          }
        });
        res.on('error', () => {});
        resolve();
      },
    );
    req.on('error', reject);
    req.end(body);
    streams.push(req);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

process.on('message', async (message: { open?: number; publish?: number; close?: boolean }) => {
  if (message.open) {
    // opened by batches: the gateway's accept queue is not the thing measured
    for (let i = 0; i < message.open; i += 100) await Promise.all(Array.from({ length: Math.min(100, message.open - i) }, open));
    process.send!({ opened: streams.length });
  } else if (message.publish) {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    latencies = [];
    for (let i = 0; i < message.publish; i++) {
      const next = performance.now() + 1000;
      await db.query('update wishlists set updated_at = now() where id = $1', [wishlistId]);
      publishedAt = performance.now();
      await new Promise((r) => setTimeout(r, next - performance.now()));
    }
    await new Promise((r) => setTimeout(r, 1000));
    await db.end();
    const sorted = [...latencies].sort((a, b) => a - b);
    process.send!({
      delivered: latencies.length,
      expected: message.publish * streams.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? NaN,
    });
  } else if (message.close) {
    for (const req of streams.splice(0)) req.destroy();
    process.send!({ closed: true });
  }
});
process.send!({ ready: true });
