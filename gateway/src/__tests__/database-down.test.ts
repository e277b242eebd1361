import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../config.js';
import { ensureDatabase } from '../db/database.js';
import { databaseUrlFor, startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres.js';
import { startServer, type RunningServer } from '../server.js';

// A PostgreSQL of this file's own (the shared test cluster must keep running for the other files),
// persistent so it can be stopped and started again on the same directory and port.
const log = pino({ level: 'silent' });
const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cigogne-down-')), 'postgres');
let port: number;
let postgres: EmbeddedDatabase | undefined;
let server: RunningServer;
let token: string;

const startPostgres = async () => {
  postgres = await startEmbeddedPostgres({ dir, port, persistent: true, log });
  return postgres;
};
const stopPostgres = async () => {
  await postgres?.stop();
  postgres = undefined;
};

async function call(route: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}${route}`, init);
  const text = await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: text ? JSON.parse(text) : undefined };
}
const me = () => call('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
const gqlMe = () =>
  call('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { email } }' }),
  });

beforeAll(async () => {
  const first = await startEmbeddedPostgres({ dir, persistent: true, log });
  postgres = first;
  port = Number(new URL(first.url).port);
  await ensureDatabase(first.url, 'cigogne');
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.dirname(dir), BCRYPT_COST: '10', LOG_LEVEL: 'silent' });
  server = await startServer(config, databaseUrlFor(first.url, 'cigogne'), log);
  const credentials = { email: 'down@example.fr', password: 'Biberon2026', firstName: 'Léa', lastName: 'Dupont' };
  const json = { 'content-type': 'application/json' };
  const register = await fetch(`${server.url}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(credentials) });
  expect(register.status).toBe(201);
  const { email, password } = credentials;
  const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  const body = (await login.json()) as any;
  expect(body).toHaveProperty('token');
  token = body.token;
}, 120_000);

afterAll(async () => {
  if (!postgres) await startPostgres().catch(() => undefined);
  await server.close().catch(() => undefined);
  await stopPostgres();
}, 60_000);

describe('while PostgreSQL is down', () => {
  it('answers 503 unavailable with Retry-After on REST and GraphQL, fails /readyz, and recovers once it is back, without a restart', async () => {
    expect((await me()).status).toBe(200);
    expect((await gqlMe()).status).toBe(200);

    await stopPostgres();

    const rest = await me();
    expect(rest.status).toBe(503);
    expect(rest.body).toEqual({ type: 'unavailable', errors: [] });
    expect(Number(rest.retryAfter)).toBeGreaterThan(0);

    const graphql = await gqlMe();
    expect(graphql.status).toBe(503);
    expect(Number(graphql.retryAfter)).toBeGreaterThan(0);
    expect(graphql.body.errors[0].message).toBe('unavailable');
    expect(graphql.body.errors[0].extensions).toEqual({ code: 'unavailable', status: 503, errors: [] });

    const login = await call('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'down@example.fr', password: 'Biberon2026' }),
    });
    expect(login.status).toBe(503);
    expect(login.body.type).toBe('unavailable');

    const ready = await call('/readyz');
    expect(ready.status).toBe(503);
    expect((await call('/healthz')).status).toBe(200);

    await startPostgres();
    const back = Date.now();
    let answer = await me();
    while (answer.status !== 200 && Date.now() - back < 60_000) {
      await new Promise((r) => setTimeout(r, 100));
      answer = await me();
    }
    // back without a restart, as soon as the pool reconnects (waited for generously on a loaded machine)
    expect(answer.status).toBe(200);
    expect((await gqlMe()).body.data.me.email).toBe('down@example.fr');
    expect((await call('/readyz')).status).toBe(200);
  }, 120_000);
});
