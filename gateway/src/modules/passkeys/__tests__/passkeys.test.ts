import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { SoftwareAuthenticator } from '../../../../test/software-authenticator.js';
import { addPasskey, signInOptions } from './passkey-ceremonies.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://cigogne.example', LOGIN_LIMIT_PER_EMAIL: '4' });
});
afterAll(() => server.close());

const signIn = (response: unknown) => server.api('POST', '/auth/passkeys/authentication', { body: { response } });
const me = (token: string) => server.api('GET', '/auth/me', { token });

describe('register and sign in', () => {
  it('adds a passkey from a session, then signs in with it and no e-mail: a session like a password login', async () => {
    const { token, user } = await signUp(server);
    const options = await server.api('POST', '/auth/passkeys/registration/options', { token });
    expect(options.body).toMatchObject({ rp: { id: 'cigogne.example' }, authenticatorSelection: { residentKey: 'required' } });
    const { passkey } = await addPasskey(server, token, 'Téléphone de Léa');
    expect(passkey).toMatchObject({ name: 'Téléphone de Léa', lastUsedAt: null });

    const authenticator = (await addPasskey(server, token, 'Ordinateur')).authenticator;
    const auth = await signInOptions(server);
    expect(auth.rpId).toBe('cigogne.example');
    expect(auth).not.toHaveProperty('allowCredentials', expect.arrayContaining([expect.anything()]));
    const res = await signIn(authenticator.get(auth));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id });
    expect(res.body.user.passwordHash).toBeUndefined();
    expect((await me(res.body.token)).body.id).toBe(user.id);

    const sessions = await server.api('GET', '/auth/sessions', { token });
    expect(sessions.body).toHaveLength(2);
    const list = await server.api('GET', '/auth/passkeys', { token });
    expect(list.body.map((p: { name: string }) => p.name)).toEqual(['Téléphone de Léa', 'Ordinateur']);
    expect(list.body[1].lastUsedAt).not.toBeNull();
    expect(list.body[0].lastUsedAt).toBeNull();
    expect(JSON.stringify(list.body)).not.toMatch(/publicKey|credentialId/);

    // ended like any session: by "end other sessions", and by logout
    expect((await server.api('DELETE', '/auth/sessions/others', { token })).body).toEqual({ ended: 1 });
    expect((await me(res.body.token)).status).toBe(401);
    const again = await signIn(authenticator.get(await signInOptions(server)));
    expect((await server.api('POST', '/auth/logout', { token: again.body.token })).status).toBe(200);
    expect((await me(again.body.token)).status).toBe(401);
  });

  it('works over GraphQL too', async () => {
    const { token, user } = await signUp(server);
    const authenticator = new SoftwareAuthenticator(server.config.publicUrl);
    const options = await server.gql('mutation { passkeyRegistrationOptions }', {}, token);
    const created = await server.gql(
      'mutation ($input: PasskeyRegistrationInput!) { registerPasskey(input: $input) { id name lastUsedAt } }',
      { input: { response: authenticator.create(options.body.data.passkeyRegistrationOptions), name: 'Clé' } },
      token,
    );
    expect(created.body.data.registerPasskey).toMatchObject({ name: 'Clé', lastUsedAt: null });
    const auth = await server.gql('mutation { passkeyAuthenticationOptions }');
    const login = await server.gql('mutation ($input: PasskeyAuthenticationInput!) { passkeyLogin(input: $input) { token user { id } } }', {
      input: { response: authenticator.get(auth.body.data.passkeyAuthenticationOptions) },
    });
    expect(login.body.data.passkeyLogin.user.id).toBe(user.id);
    const listed = await server.gql('{ passkeys { id name } }', {}, login.body.data.passkeyLogin.token);
    expect(listed.body.data.passkeys).toEqual([{ id: created.body.data.registerPasskey.id, name: 'Clé' }]);
    const removed = await server.gql('mutation ($id: ID!) { removePasskey(id: $id) }', { id: created.body.data.registerPasskey.id }, token);
    expect(removed.body.data).toEqual({ removePasskey: true });
    expect((await server.api('GET', '/auth/passkeys', { token })).body).toEqual([]);
  });
});

describe('refused answers', () => {
  it('a replayed assertion: the same challenge again (one of two at once), or a counter that went backwards', async () => {
    const { token } = await signUp(server);
    const { authenticator } = await addPasskey(server, token);
    const assertion = authenticator.get(await signInOptions(server));
    const both = await Promise.all([signIn(assertion), signIn(assertion)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)!.body).toEqual({
      type: 'passkeyRefused',
      errors: [{ path: 'response', message: 'validation.passkeyChallenge' }],
    });
    const backwards = await signIn(authenticator.get(await signInOptions(server), { counter: 0 }));
    expect(backwards.status).toBe(400);
    expect(backwards.body.type).toBe('passkeyRefused');
    expect((await signIn(authenticator.get(await signInOptions(server), { counter: 10 }))).status).toBe(200);
  });

  it('an authenticator that keeps no counter signs in again and again', async () => {
    const { token } = await signUp(server);
    const authenticator = new SoftwareAuthenticator(server.config.publicUrl, undefined, false);
    await addPasskey(server, token, 'Clé', authenticator);
    for (let i = 0; i < 2; i++) expect((await signIn(authenticator.get(await signInOptions(server)))).status).toBe(200);
  });

  it('a foreign assertion: another relying party, another origin, an unknown credential, a bad signature', async () => {
    const { token } = await signUp(server);
    const { authenticator } = await addPasskey(server, token);
    const otherRp = await signIn(authenticator.get(await signInOptions(server), { rpId: 'evil.example', origin: 'https://evil.example' }));
    expect(otherRp.body).toEqual({ type: 'passkeyRefused', errors: [{ path: 'response', message: 'validation.passkeyInvalid' }] });
    const otherOrigin = await signIn(authenticator.get(await signInOptions(server), { origin: 'https://evil.example' }));
    expect(otherOrigin.status).toBe(400);
    const stranger = new SoftwareAuthenticator(server.config.publicUrl);
    stranger.userHandle = authenticator.userHandle;
    const unknown = await signIn(stranger.get(await signInOptions(server)));
    expect(unknown.body).toEqual({ type: 'passkeyRefused', errors: [{ path: 'response', message: 'validation.passkeyUnknown' }] });
    const forged = authenticator.get(await signInOptions(server));
    forged.response.signature = stranger.get({ challenge: 'x' }).response.signature;
    expect((await signIn(forged)).status).toBe(400);
    // the owner still signs in (failures stayed under the login limit)
    expect((await signIn(authenticator.get(await signInOptions(server)))).status).toBe(200);
  });

  it('a registration answering another user’s challenge, an expired challenge, a sign-in challenge, a malformed answer', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const optionsOfB = await server.api('POST', '/auth/passkeys/registration/options', { token: b.token });
    const authenticator = new SoftwareAuthenticator(server.config.publicUrl);
    const stolen = await server.api('POST', '/auth/passkeys/registration', {
      token: a.token,
      body: { response: authenticator.create(optionsOfB.body), name: 'Clé' },
    });
    expect(stolen.body).toEqual({ type: 'passkeyRefused', errors: [{ path: 'response', message: 'validation.passkeyChallenge' }] });

    const late = await server.api('POST', '/auth/passkeys/registration/options', { token: a.token });
    await server.sql(`update passkey_challenges set expires_at = now() - interval '1 second' where challenge = $1`, [late.body.challenge]);
    const expired = await server.api('POST', '/auth/passkeys/registration', {
      token: a.token,
      body: { response: authenticator.create(late.body), name: 'Clé' },
    });
    expect(expired.status).toBe(400);
    expect(expired.body.errors[0].message).toBe('validation.passkeyChallenge');

    const signInChallenge = await signInOptions(server);
    const wrongCeremony = await server.api('POST', '/auth/passkeys/registration', {
      token: a.token,
      body: { response: authenticator.create({ challenge: signInChallenge.challenge, user: { id: 'eA' } }), name: 'Clé' },
    });
    expect(wrongCeremony.status).toBe(400);

    for (const response of [{}, { id: 1, response: { clientDataJSON: '***' } }, { response: { clientDataJSON: 'bm90IGpzb24' } }]) {
      const res = await signIn(response);
      expect(res.status).toBe(400);
      expect(res.body.type).toBe('passkeyRefused');
    }
    expect((await server.api('POST', '/auth/passkeys/authentication', { body: { response: 'x' } })).status).toBe(422);
    const noName = await server.api('POST', '/auth/passkeys/registration', { token: a.token, body: { response: {}, name: ' ' } });
    expect(noName.status).toBe(422);
    expect((await server.api('GET', '/auth/passkeys', { token: a.token })).body).toEqual([]);
  });

  it('failed passkey sign-ins count against the login limit of the account', async () => {
    const { token, credentials } = await signUp(server);
    const { authenticator } = await addPasskey(server, token);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await signIn(authenticator.get(await signInOptions(server), { rpId: 'evil.example' }))).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    // the same budget as the password
    expect((await server.api('POST', '/auth/login', { body: { email: credentials.email, password: credentials.password } })).status).toBe(
      429,
    );
  });
});

describe('who may manage passkeys', () => {
  it('a personal access token may not list, add or remove one (REST and GraphQL)', async () => {
    const { token } = await signUp(server);
    const { passkey } = await addPasskey(server, token);
    const pat = (
      await server.api('POST', '/auth/tokens', { token, body: { name: 'script', scopes: ['read', 'write'], expiresInDays: 30 } })
    ).body.token;
    expect((await server.api('GET', '/auth/passkeys', { token: pat })).status).toBe(403);
    expect((await server.api('POST', '/auth/passkeys/registration/options', { token: pat })).status).toBe(403);
    expect((await server.api('DELETE', `/auth/passkeys/${passkey.id}`, { token: pat })).status).toBe(403);
    expect((await server.gql('{ passkeys { id } }', {}, pat)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await server.api('GET', '/auth/passkeys', { token })).body).toHaveLength(1);
  });

  it('another user neither sees nor removes your passkeys; a visitor gets 401', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const { passkey } = await addPasskey(server, owner.token);
    expect((await server.api('GET', '/auth/passkeys', { token: other.token })).body).toEqual([]);
    expect((await server.api('DELETE', `/auth/passkeys/${passkey.id}`, { token: other.token })).status).toBe(404);
    expect(
      (await server.gql('mutation ($id: ID!) { removePasskey(id: $id) }', { id: passkey.id }, other.token)).body.errors[0].extensions.code,
    ).toBe('notFound');
    expect((await server.api('GET', '/auth/passkeys')).status).toBe(401);
    expect((await server.api('DELETE', `/auth/passkeys/${passkey.id}`)).status).toBe(401);
    expect((await server.api('POST', '/auth/passkeys/registration/options')).status).toBe(401);
    expect((await server.api('DELETE', '/auth/passkeys/not-a-uuid', { token: owner.token })).status).toBe(404);
    expect((await server.api('GET', '/auth/passkeys', { token: owner.token })).body).toHaveLength(1);
  });
});

describe('removing', () => {
  it('an account with a password may remove its last passkey', async () => {
    const { token } = await signUp(server);
    const { passkey } = await addPasskey(server, token);
    expect((await server.api('DELETE', `/auth/passkeys/${passkey.id}`, { token })).body).toEqual({ success: true });
    expect(await server.sql(`select 1 from passkeys where id = $1`, [passkey.id])).toHaveLength(0);
  });

  it('an account without a password keeps its last passkey, even when both are removed at once', async () => {
    const { token, user } = await signUp(server);
    const first = (await addPasskey(server, token, 'Un')).passkey;
    const second = (await addPasskey(server, token, 'Deux')).passkey;
    // the state the rule guards: no password to sign in with
    await server.sql(`update users set password_hash = '' where id = $1`, [user.id]);
    const both = await Promise.all([first, second].map((p) => server.api('DELETE', `/auth/passkeys/${p.id}`, { token })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body).toEqual({ type: 'lastPasskey', errors: [] });
    expect(await server.sql(`select 1 from passkeys where user_id = $1`, [user.id])).toHaveLength(1);
  });
});
