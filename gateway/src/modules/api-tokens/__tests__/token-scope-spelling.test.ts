import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';

// The spellings of a path that reached a session-only route with a token: the path's letter case
// must not change what a token may do (docs/api.md#tokens, #routing).

let server: TestServer;
let session: string;
let readWrite: string;
let read: string;
let adminRead: string;
const FORBIDDEN = { type: 'forbidden', errors: [] };

const mint = async (token: string, scopes: string[]) =>
  (await server.api('POST', '/auth/tokens', { token, body: { name: 'script', scopes, expiresInDays: 1 } })).body as {
    id: string;
    token: string;
  };

beforeAll(async () => {
  server = await startTestServer();
  const owner = await signUp(server);
  session = owner.token;
  readWrite = (await mint(session, ['read', 'write'])).token;
  read = (await mint(session, ['read'])).token;
  const admin = await signUp(server, { firstName: 'Ada' });
  await server.sql('update users set is_admin = true where id = $1', [admin.user.id]);
  adminRead = (await mint(admin.token, ['read'])).token;
});
afterAll(() => server.close());

describe('a token on a session-only route spelt another way', () => {
  it('mints no token with POST /api/Auth/tokens, and the revoked token stays revoked', async () => {
    const { id, token } = await mint(session, ['read', 'write']);
    const before = await server.sql('select count(*)::int as n from api_tokens');
    const minted = await server.api('POST', '/Auth/tokens', { token, body: { name: 'x', scopes: ['read', 'write'], expiresInDays: 365 } });
    expect([minted.status, minted.body.token]).toEqual([expect.any(Number), undefined]);
    expect([403, 404]).toContain(minted.status);
    expect(await server.sql('select count(*)::int as n from api_tokens')).toEqual(before);
    await server.api('DELETE', `/auth/tokens/${id}`, { token: session });
    expect((await server.api('GET', '/wishlists', { token })).status).toBe(401);
  });

  it.each([
    ['GET', '/AUTH/tokens', 'read'],
    ['GET', '/Auth/sessions', 'read'],
    ['PATCH', '/Auth/me', 'readWrite'],
    ['DELETE', '/Auth/me', 'readWrite'],
    ['GET', '/Admin/users', 'adminRead'],
    ['GET', '/ADMIN/mails', 'adminRead'],
    ['GET', '/Admin/logs/error/api', 'adminRead'],
    ['GET', '/admin/logs/error/api', 'adminRead'],
  ])('%s %s with a %s token is refused', async (method, path, caller) => {
    const token = { read, readWrite, adminRead }[caller]!;
    const res = await server.api(method, path, { token, body: method === 'GET' ? undefined : { password: 'Biberon2026', firstName: 'X' } });
    expect([403, 404]).toContain(res.status);
    expect(res.body.type).toBe(res.status === 403 ? 'forbidden' : 'notFound');
  });

  it('leaves the account as it was (no change of name, no erasure)', async () => {
    const me = await server.api('GET', '/auth/me', { token: session });
    expect([me.status, me.body.firstName]).toEqual([200, 'Léa']);
  });

  it('is refused 403 on the canonical spelling, as the routes declare', async () => {
    expect((await server.api('GET', '/auth/tokens', { token: read })).body).toEqual(FORBIDDEN);
    expect((await server.api('GET', '/admin/users', { token: adminRead })).body).toEqual(FORBIDDEN);
    expect((await server.api('GET', '/auth/me', { token: read })).status).toBe(200);
  });
});

describe('routing of /api', () => {
  it.each(['/API/auth/me', '/Api/auth/me', '/api/Auth/me', '/api/auth/ME', '/api/auth/me/', '/api//auth/me', '/api/%61uth/me'])(
    '%s is another path: 404 notFound, even to a session',
    async (path) => {
      const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${session}` } });
      expect([path, res.status, ((await res.json()) as { type: string }).type]).toEqual([path, 404, 'notFound']);
    },
  );
});
