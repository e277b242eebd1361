import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import { newUser, signUp, startTestServer, type TestServer } from '../../../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: 'boss@example.fr', LOGIN_LIMIT_PER_EMAIL: '3', LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => server.close());

const paths = (body: any) => body.errors.map((e: any) => e.path).sort();
const messageOf = (body: any, path: string) => body.errors.find((e: any) => e.path === path)?.message;

describe('POST /api/auth/register', () => {
  it('creates the account, lower-cases the email, trims the names and never answers the hash', async () => {
    const body = newUser({ email: 'Marie.Curie@Example.FR', firstName: '  Marie ', lastName: ' Curie  ' });
    const res = await server.api('POST', '/auth/register', { body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'marie.curie@example.fr',
      firstName: 'Marie',
      lastName: 'Curie',
      isAdmin: false,
      language: 'fr',
      lastLoginAt: null,
    });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const [row] = await server.sql('select password_hash from users where email = $1', ['marie.curie@example.fr']);
    expect(row.password_hash).toMatch(/^\$2[aby]\$10\$/);
  });

  it('refuses a taken email whatever its case with 409 emailAlreadyExists', async () => {
    const body = newUser();
    expect((await server.api('POST', '/auth/register', { body })).status).toBe(201);
    const again = await server.api('POST', '/auth/register', { body: { ...body, email: body.email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body.type).toBe('emailAlreadyExists');
  });

  it('answers every missing field at once', async () => {
    const res = await server.api('POST', '/auth/register', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.type).toBe('invalidForm');
    expect(paths(res.body)).toEqual(['email', 'firstName', 'lastName', 'password']);
    expect(res.body.errors.every((e: any) => e.message === 'validation.required')).toBe(true);
  });

  it.each([
    ['email', 'not-an-email', 'validation.email'],
    ['email', '   ', 'validation.required'],
    ['password', 'Ab1', 'validation.passwordTooShort'],
    ['password', 'alllowercase1', 'validation.passwordStrength'],
    ['password', 'ALLUPPERCASE1', 'validation.passwordStrength'],
    ['password', 'NoDigitsHere', 'validation.passwordStrength'],
    ['firstName', 'x'.repeat(51), 'validation.maxLength'],
    ['lastName', '    ', 'validation.required'],
    ['firstName', 42, 'validation.string'],
    ['lastName', 'Du\u0000pont', 'validation.string'],
  ])('rejects %s = %p with %s and creates nothing', async (field, value, message) => {
    const body = { ...newUser(), [field]: value };
    const res = await server.api('POST', '/auth/register', { body });
    expect(res.status).toBe(422);
    expect(paths(res.body)).toEqual([field]);
    expect(messageOf(res.body, field)).toBe(message);
    expect(await server.sql('select 1 from users where email = $1', [body.email])).toHaveLength(0);
  });

  it('accepts a 50-character name (the limit itself)', async () => {
    const res = await server.api('POST', '/auth/register', { body: newUser({ firstName: 'é'.repeat(50) }) });
    expect(res.status).toBe(201);
  });

  it('refuses unknown fields (isAdmin cannot be self-granted)', async () => {
    const res = await server.api('POST', '/auth/register', { body: { ...newUser(), isAdmin: true } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: 'isAdmin', message: 'validation.unknownField' }]);
  });

  it('does not make an ADMIN_EMAILS address administrator before it is verified (issue 16, finding 3)', async () => {
    const body = newUser({ email: 'boss@example.fr' });
    const res = await server.api('POST', '/auth/register', { body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ isAdmin: false, emailVerified: false });
    const login = await server.api('POST', '/auth/login', { body: { email: body.email, password: body.password } });
    expect(login.body.user.isAdmin).toBe(false);
    expect((await server.api('GET', '/auth/me', { token: login.body.token })).body.isAdmin).toBe(false);
    expect((await server.api('GET', '/admin/users', { token: login.body.token })).status).toBe(403);
  });

  it('answers 4xx, never 500, to malformed, mistyped and oversized bodies', async () => {
    const malformed = await server.api('POST', '/auth/register', { body: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ type: 'validationException', errors: [{ path: '', message: 'validation.malformedJson' }] });
    const array = await server.api('POST', '/auth/register', { body: [1, 2] });
    expect(array.status).toBe(400);
    const scalar = await server.api('POST', '/auth/register', { body: '"text"' });
    expect(scalar.status).toBe(400);
    const huge = await server.api('POST', '/auth/register', { body: { ...newUser(), firstName: 'x'.repeat(200_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body.type).toBe('validationException');
    const noBody = await server.api('POST', '/auth/register');
    expect(noBody.status).toBe(422);
    for (const r of [malformed, array, scalar, huge, noBody]) expect(JSON.stringify(r.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe('POST /api/auth/login and GET /api/auth/me', () => {
  it('logs in with any email case, answers token and user, and records lastLoginAt', async () => {
    const body = newUser();
    await server.api('POST', '/auth/register', { body });
    const res = await server.api('POST', '/auth/login', { body: { email: body.email.toUpperCase(), password: body.password } });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.user.email).toBe(body.email);
    expect(new Date(res.body.user.lastLoginAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const me = await server.api('GET', '/auth/me', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: body.email, firstName: body.firstName });
  });

  it('answers the same 401 invalidCredentials for a wrong password and an unknown email', async () => {
    const { credentials } = await signUp(server);
    const wrong = await server.api('POST', '/auth/login', { body: { email: credentials.email, password: 'Wrong-Password1' } });
    const unknown = await server.api('POST', '/auth/login', { body: { email: 'nobody@example.fr', password: 'Wrong-Password1' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ type: 'invalidCredentials', errors: [] });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('validates the login form', async () => {
    const res = await server.api('POST', '/auth/login', { body: { email: 'x' } });
    expect(res.status).toBe(422);
    expect(paths(res.body)).toEqual(['email', 'password']);
  });

  it('limits failed logins per email: past the limit even the right password gets 429 tooManyRequests', async () => {
    const { credentials } = await signUp(server);
    for (let i = 0; i < 3; i++) {
      const res = await server.api('POST', '/auth/login', { body: { email: credentials.email, password: 'Wrong-Password1' } });
      expect(res.status).toBe(401);
    }
    const blocked = await server.api('POST', '/auth/login', { body: { email: credentials.email, password: credentials.password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.type).toBe('tooManyRequests');
    // every attempt counts, the refused one too
    const [row] = await server.sql('select count from rate_limit_counters where key = $1', [`login:net:${credentials.email}|127.0.0.0/24`]);
    expect(row.count).toBe(4);
    // the window ends: the counter restarts
    await server.sql(`update rate_limit_counters set expires_at = now() - interval '1 second' where key = $1`, [
      `login:net:${credentials.email}|127.0.0.0/24`,
    ]);
    const again = await server.api('POST', '/auth/login', { body: { email: credentials.email, password: credentials.password } });
    expect(again.status).toBe(200);
  });

  it('a successful login clears the failures of that email', async () => {
    const { credentials } = await signUp(server);
    await server.api('POST', '/auth/login', { body: { email: credentials.email, password: 'Wrong-Password1' } });
    const ok = await server.api('POST', '/auth/login', { body: { email: credentials.email, password: credentials.password } });
    expect(ok.status).toBe(200);
    expect(
      await server.sql('select 1 from rate_limit_counters where key = $1', [`login:net:${credentials.email}|127.0.0.0/24`]),
    ).toHaveLength(0);
  });

  it('answers 401 unauthorized to a missing, malformed, forged or expired token, and for a deleted user', async () => {
    const { token, user } = await signUp(server);
    const forged = jwt.sign({}, 'another-secret-another-secret-another-secret', { subject: user.id, expiresIn: 600 });
    const expired = jwt.sign({ exp: Math.floor(Date.now() / 1000) - 10 }, server.config.jwtSecret, { subject: user.id });
    const none = jwt.sign({}, '', { algorithm: 'none', subject: user.id } as any);
    // signed with the real secret but naming no user id: `me` must not hand it to PostgreSQL as a uuid
    const notAnId = jwt.sign({}, server.config.jwtSecret, { subject: "1' or '1'='1", expiresIn: 600 });
    const notASession = jwt.sign({ sid: "1' or '1'='1" }, server.config.jwtSecret, { subject: user.id, expiresIn: 600 });
    const unknownSession = jwt.sign({ sid: '0b7e3c1a-2f4d-4e8b-9c6a-1d2e3f4a5b6c' }, server.config.jwtSecret, {
      subject: user.id,
      expiresIn: 600,
    });
    for (const t of [undefined, 'garbage', forged, expired, none, notAnId, notASession, unknownSession]) {
      const res = await server.api('GET', '/auth/me', { token: t });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ type: 'unauthorized', errors: [] });
    }
    await server.sql('delete from users where id = $1', [user.id]);
    expect((await server.api('GET', '/auth/me', { token })).status).toBe(401);
  });

  it('PATCH /api/auth/me changes the language, and only to fr or en', async () => {
    const { token } = await signUp(server);
    const ok = await server.api('PATCH', '/auth/me', { token, body: { language: 'en' } });
    expect(ok.status).toBe(200);
    expect(ok.body.language).toBe('en');
    const bad = await server.api('PATCH', '/auth/me', { token, body: { language: 'de' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ path: 'language', message: 'validation.oneOf' }]);
  });
});

describe('unknown /api routes', () => {
  it('answer 404 notFound in the error shape', async () => {
    const res = await server.api('GET', '/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ type: 'notFound', errors: [] });
  });
});
