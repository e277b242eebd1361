import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A second origin serving remotes' manifests (as a team's static host would), with CORS. */
export async function manifestServer(manifests: Record<string, unknown>) {
  const server = http.createServer((req, res) => {
    const body = manifests[req.url ?? ''];
    res.setHeader('access-control-allow-origin', '*');
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export const stampedManifest = (buildVersion: string, contractVersion: string) => ({
  id: 'mf_wishlists',
  metaData: { buildInfo: { buildVersion, contractVersion } },
});

/** Polls `read` until it returns something `done` accepts (the registry follows its file within the poll period). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
