import express from 'express';
import { rmSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config.js';
import { staticRouter } from '../src/http/static.router.js';

/** The gateway's static files (staticRouter) over a fake build in `webRoot`, on a free port; close() also deletes webRoot. */
export async function serveWebRoot(webRoot: string): Promise<{ url: string; close(): Promise<void> }> {
  const app = express();
  app.use(staticRouter(loadConfig({ DATA_DIR: webRoot, LOG_LEVEL: 'silent' }), webRoot));
  const server: http.Server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((r) => server.close(r));
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}
