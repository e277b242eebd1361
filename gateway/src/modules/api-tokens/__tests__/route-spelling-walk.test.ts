import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Router } from 'express';
import { pino } from 'pino';
import { apiRouter } from '../../../http/api.router.js';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';

// Every route of the REST router, in several spellings, with every kind of caller: only the exact
// spelling reaches a route (docs/api.md#routing), and on it a token never reaches what its scopes
// or the session-only rule (docs/api.md#tokens) forbid. New routes are walked by themselves.

// a few thousand requests: a loaded machine needs time, what is asserted is what they answered
jest.setTimeout(600_000);

let server: TestServer;
const callers: Record<string, string | undefined> = { anonymous: undefined };
const SOME_ID = '6f1c2a54-8a43-4f0e-9a55-0d6f3f1c2b7e';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

beforeAll(async () => {
  server = await startTestServer();
  const owner = await signUp(server);
  const mint = async (token: string, scopes: string[]) =>
    (await server.api('POST', '/auth/tokens', { token, body: { name: 'walk', scopes, expiresInDays: 1 } })).body.token as string;
  callers.session = owner.token;
  callers.read = await mint(owner.token, ['read']);
  callers.write = await mint(owner.token, ['read', 'write']);
  const admin = await signUp(server, { firstName: 'Ada' });
  await server.sql('update users set is_admin = true where id = $1', [admin.user.id]);
  callers.adminRead = await mint(admin.token, ['read']);
});
afterAll(() => server.close());

function routes(): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  const walk = (router: Router) => {
    for (const layer of router.stack as any[]) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods))
          if (method !== '_all') out.push({ method: method.toUpperCase(), path: layer.route.path });
      } else if (layer.handle?.stack) walk(layer.handle);
    }
  };
  walk(apiRouter(server.services, pino({ level: 'silent' })));
  return out;
}

/** The rule as docs/api.md states it, independently of how the code declares it. */
function sessionOnly(method: string, path: string): boolean {
  if (path === '/admin' || path.startsWith('/admin/')) return true;
  if (!path.startsWith('/auth/')) return false;
  return !(READS.has(method) && (path === '/auth/me' || path === '/auth/me/export'));
}

const spellings = (path: string): Record<string, string> => {
  const letter = path.search(/[a-z]/);
  return {
    upper: path.toUpperCase(),
    mixed: path.slice(0, letter) + path[letter].toUpperCase() + path.slice(letter + 1),
    trailingSlash: `${path}/`,
    doubledSlash: path.replace(/^(\/[^/]*)(\/|$)/, '$1//').replace(/^\/\/\//, '//'),
    percentEncoded: path.slice(0, letter) + `%${path.charCodeAt(letter).toString(16)}` + path.slice(letter + 1),
  };
};

async function call(method: string, path: string, token: string | undefined) {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: READS.has(method) ? undefined : '{}',
  });
  const json = (res.headers.get('content-type') ?? '').startsWith('application/json');
  return {
    status: res.status,
    type: json ? ((await res.json()) as { type?: string }).type : await res.text().then(() => res.headers.get('content-type')),
  };
}

describe('every route of /api', () => {
  it('is reached by its exact spelling only: any other answers 404 notFound, to every caller', async () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(80);
    const reached: string[] = [];
    for (const { method, path } of all) {
      const concrete = path.replace(/:\w+/g, SOME_ID);
      for (const [kind, spelt] of Object.entries(spellings(concrete))) {
        const answers = await Promise.all(
          Object.entries(callers).map(async ([who, token]) => [who, await call(method, spelt, token)] as const),
        );
        for (const [who, answer] of answers) {
          if (answer.status !== 404 || answer.type !== 'notFound')
            reached.push(`${who} ${method} ${spelt} (${kind}): ${answer.status} ${answer.type}`);
        }
      }
    }
    expect(reached).toEqual([]);
  });

  it('refuses a token 403 forbidden where its scopes or the session-only rule say so', async () => {
    const wrongs: string[] = [];
    let refused = 0;
    for (const { method, path } of routes()) {
      const concrete = path.replace(/:\w+/g, SOME_ID);
      for (const who of ['read', 'write', 'adminRead']) {
        const readOnly = who !== 'write';
        if (!sessionOnly(method, path) && !(readOnly && !READS.has(method))) continue;
        refused += 1;
        const answer = await call(method, concrete, callers[who]);
        if (answer.status !== 403 || answer.type !== 'forbidden') wrongs.push(`${who} ${method} ${path}: ${answer.status} ${answer.type}`);
      }
    }
    expect(refused).toBeGreaterThan(100);
    expect(wrongs).toEqual([]);
    // the routes a token may use still answer it
    for (const who of ['read', 'write', 'adminRead']) {
      expect((await call('GET', '/auth/me', callers[who])).status).toBe(200);
      expect((await call('GET', '/auth/me/export', callers[who])).status).toBe(200);
    }
  });
});
