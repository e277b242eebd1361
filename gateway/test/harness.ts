import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino, type Logger } from 'pino';
import { loadConfig, type Config } from '../src/config.js';
import { databaseUrlFor } from '../src/db/embedded-postgres.js';
import { startServer, type RunningServer } from '../src/server.js';
import { recordAnswer } from './api-contract.js';

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer extends RunningServer {
  config: Config;
  databaseUrl: string;
  /** A REST call to /api; a string body is sent as is (malformed JSON tests). */
  api<T = any>(
    method: string,
    route: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<Answer<T>>;
  /** A GraphQL operation against /graphql. */
  gql(query: string, variables?: Record<string, unknown>, token?: string): Promise<Answer<any>>;
  /** Plain SQL on the test database (what an operator would check). */
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
}

/** A fresh clone of the migrated template database (see global-setup) on the shared test server. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.CIGOGNE_TEST_SERVER_URL!;
  const name = `cigogne_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database "${name}" template "${process.env.CIGOGNE_TEST_TEMPLATE}"`);
  return { url: databaseUrlFor(serverUrl, name), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

/**
 * A real gateway on a fresh clone of the migrated template database (see global-setup), on a free
 * port. `env` overrides configuration, as environment variables would; `options.log` replaces the silent logger.
 * The server-rendered pages are not warmed up at start (CPU every test file would pay) unless
 * `options.warmUpRendering` asks for it. `options.databaseUrl` starts a second gateway on another
 * test server's database (a second replica): its close leaves the database to its owner.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { log?: Logger; warmUpRendering?: boolean; databaseUrl?: string } = {},
): Promise<TestServer> {
  const { url: databaseUrl, drop } = options.databaseUrl ? { url: options.databaseUrl, drop: async () => {} } : await createTestDatabase();
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cigogne-data-')),
    BCRYPT_COST: '10',
    LOG_LEVEL: 'silent',
    // every test file registers and resets from 127.0.0.1: the limits' own tests set them lower
    REGISTER_LIMIT_PER_IP: '100000',
    RESET_LIMIT_PER_IP: '100000',
    ANSWER_LIMIT_PER_IP: '100000',
    RESERVE_LIMIT_PER_IP: '100000',
    MAIL_LIMIT_PER_RECIPIENT_PER_DAY: '100000',
    ERROR_LOG_MAX_PER_MINUTE: '100000',
    SSR_RENDERS_PER_CLIENT: '100000',
    // the API cost bucket of 127.0.0.1 and of each session: the cost tests set it lower
    API_COST_BUCKET_SIZE: '100000000',
    API_COST_RESTORE_PER_SECOND: '100000000',
    // no queue workers (their polling would count in the query-count tests): tests of delivery set WORKERS
    WORKERS: 'false',
    ...env,
  });
  const log = options.log ?? pino({ level: env.LOG_LEVEL ?? 'silent' });
  const server = await startServer(config, databaseUrl, log, { warmUpRendering: options.warmUpRendering ?? false });
  // a test that asks for warm render threads gets them before its first request
  if (options.warmUpRendering) await server.warmedUp;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // an idle client cut by the database's forced drop must not surface as an unhandled 'error' event
  pool.on('error', () => {});

  const call = async (method: string, url: string, body: unknown, headers: Record<string, string>): Promise<Answer> => {
    const res = await fetch(url, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  return {
    ...server,
    config,
    databaseUrl,
    async api(method, route, options = {}) {
      const answer = await call(method, `${server.url}/api${route}`, options.body, {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      });
      // the answers of every REST test, for the contract check (scripts/test.mjs)
      recordAnswer({
        method,
        path: route.split('?')[0],
        status: answer.status,
        contentType: answer.headers.get('content-type'),
        body: answer.body,
      });
      return answer;
    },
    gql: (query, variables, token) =>
      call('POST', `${server.url}/graphql`, { query, variables }, token ? { authorization: `Bearer ${token}` } : {}),
    sql: async (text, params) => (await pool.query(text, params as any[])).rows,
    async close() {
      await server.close();
      await pool.end();
      await drop();
    },
  };
}

let counter = 0;
/** A unique, valid registration body. */
export function newUser(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    email: `user${counter}.${randomBytes(3).toString('hex')}@example.fr`,
    password: 'Biberon2026',
    firstName: 'Léa',
    lastName: 'Dupont',
    ...overrides,
  };
}

/** Registers and logs in a new user; returns its token and id. */
export async function signUp(server: TestServer, overrides: Record<string, string> = {}) {
  const body = newUser(overrides);
  const reg = await server.api('POST', '/auth/register', { body });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await server.api('POST', '/auth/login', { body: { email: body.email, password: body.password } });
  return { token: login.body.token as string, user: login.body.user, credentials: body };
}
