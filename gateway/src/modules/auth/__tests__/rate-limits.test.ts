import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { newUser, startTestServer, type Answer, type TestServer } from '../../../../test/harness.js';

// Each test speaks from its own client address (X-Forwarded-For is trusted from loopback), so the
// per-IP counters of one test do not spill into another.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    LOGIN_LIMIT_PER_EMAIL: '5',
    LOGIN_LIMIT_PER_IP: '10',
    REGISTER_LIMIT_PER_IP: '5',
    RESET_LIMIT_PER_EMAIL: '3',
    RESET_LIMIT_PER_IP: '6',
  });
});
afterAll(() => server.close());

let ipCounter = 0;
const newIp = () => `203.0.113.${++ipCounter}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();
const countOf = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;
/** A new account, registered from an address of its own (this file's registration limit is low). */
async function account() {
  const credentials = newUser();
  const res = await server.api('POST', '/auth/register', { body: credentials, headers: from(newIp()) });
  expect(res.status).toBe(201);
  return { credentials };
}
const login = (email: string, password: string, ip: string) =>
  server.api('POST', '/auth/login', { body: { email, password }, headers: from(ip) });

describe('login limit under parallel guesses', () => {
  it('lets at most 5 of 25 simultaneous wrong passwords for one account through; the rest, and then the right password, get 429', async () => {
    const { credentials } = await account();
    // different addresses: only the per-email limit can stop them
    const answers = await Promise.all(Array.from({ length: 25 }, () => login(credentials.email, 'Wrong-Password1', newIp())));
    expect(countOf(answers, 401)).toBe(5);
    expect(countOf(answers, 429)).toBe(20);
    for (const a of answers) expect(a.body.type).toBe(a.status === 401 ? 'invalidCredentials' : 'tooManyRequests');
    const right = await login(credentials.email, credentials.password, newIp());
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ type: 'tooManyRequests', errors: [] });
  });

  it('lets at most 10 of 25 simultaneous wrong logins from one address through, whatever the emails', async () => {
    const ip = newIp();
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => login(`guess${i}.${ip}@example.fr`, 'Wrong-Password1', ip)));
    expect(countOf(answers, 401)).toBe(10);
    expect(countOf(answers, 429)).toBe(15);
    // a real account behind that address is refused too while the limit holds
    const { credentials } = await account();
    expect((await login(credentials.email, credentials.password, ip)).status).toBe(429);
  });

  it('does not spend the per-address budget on successful logins: a household behind one router is not locked out', async () => {
    const ip = newIp();
    const family = await Promise.all(Array.from({ length: 3 }, () => account()));
    for (let round = 0; round < 5; round++) {
      for (const { credentials } of family) expect((await login(credentials.email, credentials.password, ip)).status).toBe(200);
    }
    // 15 successes later, the address still has its whole budget of failures
    const [row] = await server.sql('select count from rate_limit_counters where key = $1', [`login:ip:${ip}`]);
    expect(row.count).toBe(0);
    expect((await login(family[0].credentials.email, 'Wrong-Password1', ip)).status).toBe(401);
  });

  it('applies the same limit to GraphQL logins', async () => {
    const { credentials } = await account();
    const LOGIN = `mutation L($input: LoginInput!) { login(input: $input) { token } }`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...from(newIp()) },
          body: JSON.stringify({ query: LOGIN, variables: { input: { email: credentials.email, password: 'Wrong-Password1' } } }),
        }).then((r) => r.json() as Promise<any>),
      ),
    );
    const codes = answers.map((a) => a.errors[0].extensions.code);
    expect(codes.filter((c) => c === 'invalidCredentials')).toHaveLength(5);
    expect(codes.filter((c) => c === 'tooManyRequests')).toHaveLength(7);
  });
});

describe('registration limit per address', () => {
  it('creates at most 5 accounts of 12 simultaneous registrations from one address; the rest get 429', async () => {
    const ip = newIp();
    const bodies = Array.from({ length: 12 }, () => newUser());
    const answers = await Promise.all(bodies.map((body) => server.api('POST', '/auth/register', { body, headers: from(ip) })));
    expect(statuses(answers)).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    const created = await server.sql('select 1 from users where email = any($1)', [bodies.map((b) => b.email)]);
    expect(created).toHaveLength(5);
    // another address is not affected
    expect((await server.api('POST', '/auth/register', { body: newUser(), headers: from(newIp()) })).status).toBe(201);
  });
});

describe('reset mail limits', () => {
  const forgot = (email: string, ip: string) => server.api('POST', '/auth/forgot-password', { body: { email }, headers: from(ip) });

  it('mails one address at most 3 times per window, even from many addresses at once; then 429', async () => {
    const { credentials } = await account();
    const answers = await Promise.all(Array.from({ length: 10 }, () => forgot(credentials.email, newIp())));
    expect(countOf(answers, 200)).toBe(3);
    expect(countOf(answers, 429)).toBe(7);
    expect(answers.find((a) => a.status === 429)!.body).toEqual({ type: 'tooManyRequests', errors: [] });
    expect(
      await server.sql(`select 1 from mail_outbox where "to" = $1 and link like '%/reset-password/%'`, [credentials.email]),
    ).toHaveLength(3);
  });

  it('counts an unknown address like a known one (no account enumeration through the limit)', async () => {
    const ghost = `ghost.${Date.now()}@example.fr`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => forgot(ghost, newIp())));
    expect(countOf(answers, 200)).toBe(3);
    expect(countOf(answers, 429)).toBe(2);
  });

  it('lets one client address ask for at most 6 reset mails per window, whatever the accounts', async () => {
    const ip = newIp();
    const accounts = await Promise.all(Array.from({ length: 10 }, () => account()));
    const answers = await Promise.all(accounts.map(({ credentials }) => forgot(credentials.email, ip)));
    expect(countOf(answers, 200)).toBe(6);
    expect(countOf(answers, 429)).toBe(4);
    const mailed = await server.sql(`select 1 from mail_outbox where "to" = any($1) and link like '%/reset-password/%'`, [
      accounts.map((a) => a.credentials.email),
    ]);
    expect(mailed).toHaveLength(6);
  });
});
