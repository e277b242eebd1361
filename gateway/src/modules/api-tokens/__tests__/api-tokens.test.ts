import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { eventually } from '../../mail/__tests__/smtp-peer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ API_TOKENS_PER_USER: '5' });
});
afterAll(() => server.close());

const mint = (session: string, body: Record<string, unknown> = {}) =>
  server.api('POST', '/auth/tokens', { token: session, body: { name: 'Tableau de bord', scopes: ['read'], expiresInDays: 30, ...body } });

describe('minting, listing, revoking', () => {
  it('shows the secret once, lists without it, stores only its hash', async () => {
    const { token: session } = await signUp(server);
    const created = await mint(session, { scopes: ['write', 'read'] });
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(/^cg_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.body).toMatchObject({ name: 'Tableau de bord', scopes: ['read', 'write'], lastUsedAt: null });
    const days = (Date.parse(created.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const listed = await server.api('GET', '/auth/tokens', { token: session });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        id: created.body.id,
        name: 'Tableau de bord',
        scopes: ['read', 'write'],
        createdAt: expect.any(String),
        lastUsedAt: null,
        expiresAt: created.body.expiresAt,
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.token);
    const [row] = await server.sql('select token_hash from api_tokens where id = $1', [created.body.id]);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(created.body.token.slice(7));
    // used: me answers the token's user, and last used is set
    const me = await server.api('GET', '/auth/me', { token: created.body.token });
    expect(me.status).toBe(200);
    // stamped beside the answer, not before it
    const [used] = await eventually(
      async () => (await server.api('GET', '/auth/tokens', { token: session })).body,
      (tokens) => tokens[0]?.lastUsedAt != null,
    );
    expect(used.lastUsedAt).not.toBeNull();
    // revoked: refused at once
    expect((await server.api('DELETE', `/auth/tokens/${created.body.id}`, { token: session })).body).toEqual({ success: true });
    expect((await server.api('GET', '/auth/me', { token: created.body.token })).status).toBe(401);
    expect((await server.api('GET', '/auth/tokens', { token: session })).body).toEqual([]);
  });

  it('refuses bad input with 422 in the error shape', async () => {
    const { token: session } = await signUp(server);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ scopes: [] }, 'scopes', 'validation.required'],
      [{ scopes: ['admin'] }, 'scopes', 'validation.oneOf'],
      [{ scopes: 'read' }, 'scopes', 'validation.oneOf'],
      [{ expiresInDays: 0 }, 'expiresInDays', 'validation.min'],
      [{ expiresInDays: 366 }, 'expiresInDays', 'validation.max'],
      [{ expiresInDays: 1.5 }, 'expiresInDays', 'validation.integer'],
      [{ expiresInDays: undefined }, 'expiresInDays', 'validation.required'],
      [{ name: '  ' }, 'name', 'validation.required'],
    ];
    for (const [body, path, message] of cases) {
      const res = await mint(session, body);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ type: 'invalidForm', errors: [{ path, message }] });
    }
    expect((await server.api('DELETE', '/auth/tokens/not-a-uuid', { token: session })).status).toBe(404);
    expect((await server.api('GET', '/auth/tokens')).status).toBe(401);
  });

  it('holds the per-account limit under parallel requests', async () => {
    const { token: session } = await signUp(server);
    const answers = await Promise.all(Array.from({ length: 12 }, () => mint(session)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 422).map((a) => a.body)).toEqual(
      Array(7).fill({ type: 'invalidForm', errors: [{ path: '', message: 'validation.limitReached' }] }),
    );
  });

  it('never shows or revokes another account’s token', async () => {
    const alice = await signUp(server);
    const bob = await signUp(server);
    const created = await mint(alice.token);
    expect((await server.api('GET', '/auth/tokens', { token: bob.token })).body).toEqual([]);
    expect((await server.api('DELETE', `/auth/tokens/${created.body.id}`, { token: bob.token })).status).toBe(404);
    expect((await server.api('GET', '/auth/me', { token: created.body.token })).status).toBe(200);
  });

  it('has the same operations over GraphQL', async () => {
    const { token: session } = await signUp(server);
    const created = await server.gql(
      'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { id token name scopes expiresAt } }',
      { input: { name: 'Script', scopes: ['read'], expiresInDays: 1 } },
      session,
    );
    expect(created.body.data.createApiToken).toMatchObject({ name: 'Script', scopes: ['read'], token: expect.stringMatching(/^cg_pat_/) });
    const bad = await server.gql(
      'mutation { createApiToken(input: {name: "x", scopes: ["read"], expiresInDays: 400}) { id } }',
      {},
      session,
    );
    expect(bad.body.errors[0].extensions).toMatchObject({
      code: 'invalidForm',
      errors: [{ path: 'expiresInDays', message: 'validation.max' }],
    });
    const listed = await server.gql('{ apiTokens { id name scopes createdAt lastUsedAt expiresAt } }', {}, session);
    expect(listed.body.data.apiTokens).toEqual([expect.objectContaining({ id: created.body.data.createApiToken.id })]);
    const revoked = await server.gql(
      'mutation($id: ID!) { revokeApiToken(id: $id) }',
      { id: created.body.data.createApiToken.id },
      session,
    );
    expect(revoked.body.data).toEqual({ revokeApiToken: true });
    expect((await server.gql('{ me { id } }', {}, created.body.data.createApiToken.token)).body.errors[0].extensions.code).toBe(
      'unauthorized',
    );
  });

  it('refuses an expired token', async () => {
    const { token: session } = await signUp(server);
    const created = await mint(session);
    await server.sql(`update api_tokens set expires_at = now() - interval '1 second' where id = $1`, [created.body.id]);
    expect((await server.api('GET', '/auth/me', { token: created.body.token })).status).toBe(401);
  });
});

describe('what a token may do', () => {
  it('read: queries only; write: mutations too (REST and GraphQL)', async () => {
    const { token: session } = await signUp(server);
    const read = (await mint(session, { scopes: ['read'] })).body.token;
    const write = (await mint(session, { scopes: ['write'] })).body.token;
    const body = { title: 'Liste de naissance' };
    const refused = await server.api('POST', '/wishlists', { token: read, body });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ type: 'forbidden', errors: [] });
    expect((await server.api('GET', '/wishlists', { token: read })).body).toEqual([]);
    const gqlRefused = await server.gql('mutation { createWishlist(input: {title: "Liste"}) { id } }', {}, read);
    expect(gqlRefused.status).toBe(403);
    expect(gqlRefused.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect((await server.sql('select count(*)::int as n from wishlists')).at(0).n).toBe(0);
    expect((await server.api('POST', '/wishlists', { token: write, body })).status).toBe(201);
    expect(
      (await server.gql('mutation { createWishlist(input: {title: "Liste"}) { id } }', {}, write)).body.data.createWishlist.id,
    ).toBeTruthy();
    expect((await server.gql('{ wishlists { id } }', {}, read)).body.data.wishlists).toHaveLength(2);
  });

  it('no token reaches tokens, sessions, password, e-mail, erasure or admin', async () => {
    const { token: session, credentials } = await signUp(server);
    const write = (await mint(session, { scopes: ['read', 'write'] })).body.token;
    const rest: [string, string, unknown?][] = [
      ['POST', '/auth/tokens', { name: 'x', scopes: ['read'], expiresInDays: 1 }],
      ['GET', '/auth/tokens'],
      ['DELETE', '/auth/tokens/00000000-0000-0000-0000-000000000000'],
      ['GET', '/auth/sessions'],
      ['DELETE', '/auth/sessions/others'],
      ['POST', '/auth/change-password', { currentPassword: credentials.password, newPassword: 'Autre2026abc' }],
      ['PATCH', '/auth/me', { language: 'en' }],
      ['DELETE', '/auth/me', { password: credentials.password }],
      ['POST', '/auth/logout'],
      ['GET', '/admin/users'],
    ];
    for (const [method, route, body] of rest) {
      const res = await server.api(method, route, { token: write, body });
      expect([method, route, res.status, res.body]).toEqual([method, route, 403, { type: 'forbidden', errors: [] }]);
    }
    for (const query of ['{ apiTokens { id } }', '{ mySessions { id } }', '{ adminUsers { total } }', 'mutation { endOtherSessions }']) {
      const res = await server.gql(query, {}, write);
      expect([query, res.body.errors?.[0]?.extensions?.code]).toEqual([query, 'FORBIDDEN']);
    }
    // a fragment does not hide a field
    const spread = await server.gql('query { ...F } fragment F on Query { apiTokens { id } }', {}, write);
    expect(spread.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await server.api('GET', '/auth/me', { token: write })).status).toBe(200);
    expect((await server.api('GET', '/auth/me/export', { token: write })).status).toBe(200);
    expect((await server.sql('select count(*)::int as n from users where email = $1', [credentials.email])).at(0).n).toBe(1);
  });

  it('export lists the tokens without secrets; erasure erases them', async () => {
    const { token: session, credentials } = await signUp(server);
    const created = (await mint(session)).body;
    const exported = await server.api('GET', '/auth/me/export', { token: session });
    expect(exported.body.apiTokens).toEqual([
      {
        id: created.id,
        name: created.name,
        scopes: ['read'],
        createdAt: expect.any(String),
        lastUsedAt: null,
        expiresAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(exported.body)).not.toMatch(/cg_pat_|token_?hash/i);
    expect((await server.api('DELETE', '/auth/me', { token: session, body: { password: credentials.password } })).status).toBe(200);
    expect(await server.sql('select id from api_tokens where id = $1', [created.id])).toEqual([]);
    expect((await server.api('GET', '/auth/me', { token: created.token })).status).toBe(401);
  });
});
