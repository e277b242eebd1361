import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MAX_DEPTH } from '../../../graphql/apollo.js';
import { newUser, startTestServer, type TestServer } from '../../../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { id email firstName isAdmin language } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { token user { id email lastLoginAt } } }`;
const ME = `query Me { me { id email firstName lastName isAdmin language createdAt lastLoginAt } }`;

describe('accounts over GraphQL', () => {
  it('registers, logs in and reads me', async () => {
    const input = newUser();
    const reg = await server.gql(REGISTER, { input });
    expect(reg.status).toBe(200);
    expect(reg.body.data.register).toMatchObject({ email: input.email, firstName: 'Léa', isAdmin: false, language: 'fr' });
    const login = await server.gql(LOGIN, { input: { email: input.email, password: input.password } });
    const { token, user } = login.body.data.login;
    expect(user.lastLoginAt).not.toBeNull();
    const me = await server.gql(ME, {}, token);
    expect(me.body.data.me).toMatchObject({ id: user.id, email: input.email, lastName: 'Dupont' });
  });

  it('carries the error model in extensions: 422 invalidForm with one entry per bad field', async () => {
    const res = await server.gql(REGISTER, { input: { ...newUser(), email: 'bad', password: 'short' } });
    expect(res.body.data).toBeNull();
    const [error] = res.body.errors;
    expect(error.message).toBe('invalidForm');
    expect(error.extensions).toEqual({
      code: 'invalidForm',
      status: 422,
      errors: [
        { path: 'email', message: 'validation.email' },
        { path: 'password', message: 'validation.passwordTooShort' },
      ],
    });
  });

  it('answers unauthorized to me without a token, and invalidCredentials to a wrong password', async () => {
    const me = await server.gql(ME);
    expect(me.body.errors[0].extensions).toEqual({ code: 'unauthorized', status: 401, errors: [] });
    const login = await server.gql(LOGIN, { input: { email: 'ghost@example.fr', password: 'Whatever123' } });
    expect(login.body.errors[0].extensions.code).toBe('invalidCredentials');
  });

  it('has the same neutral forgot-password and single-use reset as REST', async () => {
    const input = newUser();
    await server.gql(REGISTER, { input });
    const forgot = `mutation F($input: ForgotPasswordInput!) { forgotPassword(input: $input) }`;
    expect((await server.gql(forgot, { input: { email: input.email } })).body.data).toEqual({ forgotPassword: true });
    expect((await server.gql(forgot, { input: { email: 'ghost@example.fr' } })).body.data).toEqual({ forgotPassword: true });
    const [mail] = await server.sql(`select link from mail_outbox where "to" = $1 and link like '%/reset-password/%'`, [input.email]);
    const token = mail.link.split('/').pop();
    const reset = `mutation R($input: ResetPasswordInput!) { resetPassword(input: $input) }`;
    expect((await server.gql(reset, { input: { token, password: 'Changé2027x' } })).body.data).toEqual({ resetPassword: true });
    const again = await server.gql(reset, { input: { token, password: 'Changé2027x' } });
    expect(again.body.errors[0].extensions.code).toBe('invalidTokenException');
  });

  it('switches the language', async () => {
    const input = newUser();
    await server.gql(REGISTER, { input });
    const { token } = (await server.gql(LOGIN, { input: { email: input.email, password: input.password } })).body.data.login;
    const res = await server.gql(`mutation { updateLanguage(input: { language: en }) { language } }`, {}, token);
    expect(res.body.data.updateLanguage.language).toBe('en');
  });
});

describe('GraphQL hardening', () => {
  it('answers a query error as 400 validationException, with no stack', async () => {
    const res = await server.gql(`{ me { nope } }`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'validationException', status: 400 });
    expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|\.ts:\d+/);
  });

  it('refuses a wrongly typed variable with 400', async () => {
    const res = await server.gql(REGISTER, { input: { ...newUser(), email: 12 } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('validationException');
  });

  it('refuses queries deeper than the limit', async () => {
    // no field of ours nests that deep yet: the rule measures the selection whatever the fields
    const deep = `{ me ${'{ a '.repeat(MAX_DEPTH + 2)}${'}'.repeat(MAX_DEPTH + 2)} }`;
    const res = await server.gql(deep);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: any) => e.message)).toContainEqual(expect.stringMatching(/exceeds maximum operation depth of 10/));
  });

  it('refuses queries above the complexity limit', async () => {
    const wide = `{ ${Array.from({ length: 1100 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const res = await server.gql(wide);
    // refused before execution: a client error, not a server fault
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/complexity/);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'validationException', status: 400 });
    expect(res.body.data).toBeUndefined();
  });

  it('refuses 40 aliased registrations in one request with 400, creating no account and hashing nothing', async () => {
    const users = Array.from({ length: 40 }, () => newUser());
    const fields = users.map((u, i) => `r${i}: register(input: $u${i}) { id }`).join(' ');
    const vars = users.map((_, i) => `$u${i}: RegisterInput!`).join(', ');
    const usersBefore = await server.sql('select count(*)::int as n from users');
    const res = await server.gql(`mutation Many(${vars}) { ${fields} }`, Object.fromEntries(users.map((u, i) => [`u${i}`, u])));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'validationException', status: 400 });
    expect(await server.sql('select 1 from users where email = any($1)', [users.map((u) => u.email)])).toHaveLength(0);
    // refused before execution: no resolver ran (no data at all), so no password was hashed
    expect(res.body.data).toBeUndefined();
    expect(await server.sql('select count(*)::int as n from users')).toEqual(usersBefore);
  });

  it.each([
    ['login', 'login(input: { email: "a@example.fr", password: "Whatever123" }) { token }'],
    ['forgotPassword', 'forgotPassword(input: { email: "a@example.fr" })'],
    ['resetPassword', `resetPassword(input: { token: "${'x'.repeat(43)}", password: "Whatever123" })`],
  ])('runs at most 3 expensive mutations (%s) per operation', async (_name, field) => {
    const many = await server.gql(`mutation { ${Array.from({ length: 4 }, (_, i) => `m${i}: ${field}`).join(' ')} }`);
    expect(many.status).toBe(400);
    expect(many.body.errors[0].message).toMatch(/complexity/);
    // three still go through to execution (their own errors are answered with HTTP 200)
    const three = await server.gql(`mutation { ${Array.from({ length: 3 }, (_, i) => `m${i}: ${field}`).join(' ')} }`);
    expect(three.status).toBe(200);
    expect(three.body).toHaveProperty('data');
    for (const e of three.body.errors ?? []) expect(e.extensions.code).not.toBe('validationException');
  });

  it('measures complexity per document and variables: a remembered measure lets nothing over the limit through', async () => {
    // the same text is one cached document: over the limit only when $wide includes the 1100 fields
    // (one @include on a fragment around them: the document stays under the parser's token limit)
    const query = `query Q($wide: Boolean!) { ping: __typename ... @include(if: $wide) { ${Array.from({ length: 1100 }, (_, i) => `a${i}: __typename`).join(' ')} } }`;
    for (let i = 0; i < 2; i++) {
      const narrow = await server.gql(query, { wide: false });
      expect(narrow.body.data.ping).toBe('Query');
      const wide = await server.gql(query, { wide: true });
      expect(wide.body.errors[0].message).toMatch(/complexity/);
    }
  });

  it('keeps introspection on for integrators', async () => {
    const res = await server.gql(`{ __schema { queryType { name } } }`);
    expect(res.body.data.__schema.queryType.name).toBe('Query');
  });

  it('blocks CSRF-prone simple requests', async () => {
    const res = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(res.status).toBe(400);
    const ok = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(ok.status).toBe(200);
  });

  it('answers malformed JSON with 400 in the GraphQL error shape', async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect((body as any).errors[0].extensions).toMatchObject({ code: 'validationException', status: 400 });
  });
});
