import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  /** The body byte for byte, as the signature covers it. */
  raw: string;
  at: number;
}

/**
 * A local HTTP endpoint that keeps every request it receives; `answer` decides each reply (a
 * status, or `hang` to never answer: a timeout). It answers 200 by default.
 */
export async function startReceiver(): Promise<{
  url: string;
  received: Received[];
  answer: (next: (n: number) => number | 'hang') => void;
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  let decide: (n: number) => number | 'hang' = () => 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const status = decide(received.length);
      if (status === 'hang') return;
      res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer: (next) => {
      decide = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
