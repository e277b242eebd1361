import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import { loadConfig } from '../src/config.js';
import { ensureDatabase } from '../src/db/database.js';
import { databaseUrlFor, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { startServer, type RunningServer } from '../src/server.js';

export interface BenchGateway {
  server: RunningServer;
  /** The run's own database (a fresh one on the embedded server, or on DATABASE_URL's). */
  databaseUrl: string;
  /** A signed-in user of the run, and its bearer token. */
  token: string;
  user: { id: string };
  /** Closes the gateway, then the embedded PostgreSQL (if the run started one). */
  stop(): Promise<void>;
}

/**
 * What bench.ts and profile-me.ts measure: the gateway on a fresh database of a throw-away embedded
 * PostgreSQL (or DATABASE_URL's server), silent, with one registered and signed-in user.
 * `env` adds configuration (raised limits...); `gatewayLog`, the gateway's logger (silent by default).
 */
export async function startBenchGateway(
  name: string,
  env: Record<string, string> = {},
  gatewayLog: Logger = pino({ level: 'silent' }),
): Promise<BenchGateway> {
  const log = pino({ level: 'silent' });
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({
        dir: path.join(mkdtempSync(path.join(os.tmpdir(), `cigogne-${name}-`)), 'postgres'),
        persistent: false,
        log,
      });
  const serverUrl = process.env.DATABASE_URL ?? embedded!.url;
  const database = `cigogne_${name}_${Date.now()}`;
  await ensureDatabase(serverUrl, database);
  const databaseUrl = databaseUrlFor(serverUrl, database);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    BCRYPT_COST: '10',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `cigogne-${name}-data-`)),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    // the load comes from one address and one session: its API cost bucket must not throttle the run
    // (docs/performance.md#npm-run-bench-the-gateway-under-load)
    API_COST_BUCKET_SIZE: '100000000',
    API_COST_RESTORE_PER_SECOND: '100000000',
    ...env,
  });
  const server = await startServer(config, databaseUrl, gatewayLog);
  // the render threads' warm-up runs queries of its own: none may be counted or timed
  await server.warmedUp;
  const post = async (route: string, body: unknown) => {
    const res = await fetch(`${server.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.json();
  };
  const email = `${name}.${Date.now()}@example.fr`;
  await post('/api/auth/register', { email, password: 'Bench2026x', firstName: 'Banc', lastName: "D'essai" });
  const { token, user } = (await post('/api/auth/login', { email, password: 'Bench2026x' })) as { token: string; user: { id: string } };
  return {
    server,
    databaseUrl,
    token,
    user,
    async stop() {
      await server.close();
      await embedded?.stop();
    },
  };
}
