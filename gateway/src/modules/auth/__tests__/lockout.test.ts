import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { newUser, startTestServer, type Answer, type TestServer } from '../../../../test/harness.js';
import { clientNetwork } from '../login-throttle.js';

// the client address comes from X-Forwarded-For, trusted from loopback (TRUST_PROXY's default)
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_LIMIT_PER_EMAIL: '5', LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => server.close());

const login = (email: string, password: string, ip: string) =>
  server.api('POST', '/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
const countOf = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;

async function account() {
  const body = newUser();
  expect((await server.api('POST', '/auth/register', { body })).status).toBe(201);
  return body;
}

describe('client networks', () => {
  it('are IPv4 /24 and IPv6 /64', () => {
    expect(clientNetwork('198.51.100.23')).toBe('198.51.100.0/24');
    expect(clientNetwork('::ffff:198.51.100.23')).toBe('198.51.100.0/24');
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('2001:0db8:0001:0002:0003:0004:0005:0006')).toBe('2001:db8:1:2::/64');
  });
});

describe('lock-out (issue 16, finding 9)', () => {
  it('failures from another network do not lock the owner out of their usual connection', async () => {
    const owner = await account();
    // the family's connection: one success makes it a usual network of the account
    expect((await login(owner.email, owner.password, '198.51.100.7')).status).toBe(200);
    // someone elsewhere tries, in parallel, until refused
    const attack = await Promise.all(Array.from({ length: 12 }, (_, i) => login(owner.email, 'Wrong-Password1', `203.0.113.${i + 1}`)));
    expect(countOf(attack, 401)).toBe(5);
    expect(countOf(attack, 429)).toBe(7);
    // the attacker's network is locked, even with the right password...
    expect((await login(owner.email, owner.password, '203.0.113.200')).status).toBe(429);
    // ...the owner's is not, from another address of the same household network too
    expect((await login(owner.email, owner.password, '198.51.100.8')).status).toBe(200);
    expect((await login(owner.email, owner.password, '2001:db8:1:2::5')).status).toBe(200);
  });

  it('takes at most 100 wrong passwords an hour per account from all other networks, even in parallel', async () => {
    const owner = await account();
    expect((await login(owner.email, owner.password, '198.51.100.7')).status).toBe(200);
    // 130 guesses at once, each from a network of its own: only the per-account cap can stop them
    const guesses = await Promise.all(Array.from({ length: 130 }, (_, i) => login(owner.email, `Wrong-Password${i}`, `10.${i}.0.1`)));
    expect(countOf(guesses, 401)).toBe(100);
    expect(countOf(guesses, 429)).toBe(30);
    // a new network is refused, even with the right password, while the owner's usual one still works
    expect((await login(owner.email, owner.password, '10.200.0.1')).status).toBe(429);
    expect((await login(owner.email, owner.password, '198.51.100.9')).status).toBe(200);
    // and the owner's own network keeps only its tight budget: 5 failures, then 429
    const home = await Promise.all(Array.from({ length: 8 }, () => login(owner.email, 'Wrong-Password1', '198.51.100.9')));
    expect(countOf(home, 401)).toBe(5);
    expect(countOf(home, 429)).toBe(3);
    // 100 bcrypt comparisons on 2 cores: seconds when quiet, more when the machine is shared
  }, 120_000);

  it('counts only failures on the per-account budget', async () => {
    const owner = await account();
    for (let i = 0; i < 6; i++) expect((await login(owner.email, owner.password, `10.${i}.1.1`)).status).toBe(200);
    const [row] = await server.sql('select count from rate_limit_counters where key = $1', [`login:account:${owner.email}`]);
    expect(row.count).toBe(0);
  });
});
