import { afterEach, expect, it, jest } from '@jest/globals';
import jwt from 'jsonwebtoken';
import { TokenService } from '../token.service.js';

const SECRET = 'token-test-secret-token-test-secret-0123456';
const USER = '5f0c2d8e-7a51-4c1e-9a35-2b8d6f4e1c70';
const SESSION = '0b7e3c1a-2f4d-4e8b-9c6a-1d2e3f4a5b6c';
const CLAIMS = { userId: USER, sessionId: SESSION };

afterEach(() => {
  jest.useRealTimers();
});

it('still refuses a token once it expires, after it was verified (and remembered) while valid', () => {
  jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
  const tokens = new TokenService({ jwtSecret: SECRET, jwtTtlSeconds: 60 });
  const token = tokens.sign(USER, SESSION);
  expect(tokens.verify(token)).toEqual(CLAIMS);
  jest.setSystemTime(new Date('2026-11-23T10:00:59Z'));
  expect(tokens.verify(token)).toEqual(CLAIMS);
  // jsonwebtoken's rule: expired from the second of `exp` on
  jest.setSystemTime(new Date('2026-11-23T10:01:00Z'));
  expect(tokens.verify(token)).toBeUndefined();
  expect(tokens.verify(token)).toBeUndefined();
});

it('refuses a token whose signature or payload differs from a remembered valid one', () => {
  const tokens = new TokenService({ jwtSecret: SECRET, jwtTtlSeconds: 600 });
  const token = tokens.sign(USER, SESSION);
  expect(tokens.verify(token)).toEqual(CLAIMS);
  const [header, payload, signature] = token.split('.');
  const otherUser = Buffer.from(
    JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'someone-else' }),
  ).toString('base64url');
  const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
  for (const forged of [
    `${header}.${otherUser}.${signature}`,
    `${header}.${payload}.${flipped}`,
    jwt.sign({ sid: SESSION }, 'another-secret-another-secret-another-secret', { subject: USER, expiresIn: 600 }),
    `${token} `,
  ])
    expect(tokens.verify(forged)).toBeUndefined();
  expect(tokens.verify(token)).toEqual(CLAIMS);
});

it('answers the same for a token signed before it could be remembered, and for one that is not valid yet', () => {
  const tokens = new TokenService({ jwtSecret: SECRET, jwtTtlSeconds: 600 });
  const notYet = jwt.sign({ sid: SESSION, nbf: Math.floor(Date.now() / 1000) + 60 }, SECRET, { subject: USER, expiresIn: 600 });
  expect(tokens.verify(notYet)).toBeUndefined();
  expect(tokens.verify(notYet)).toBeUndefined();
  const other = new TokenService({ jwtSecret: SECRET, jwtTtlSeconds: 600 }).sign(USER, SESSION);
  expect(tokens.verify(other)).toEqual(CLAIMS);
  expect(tokens.verify(other)).toEqual(CLAIMS);
});

it('refuses a well-signed token that names no session (signed before sessions existed)', () => {
  const tokens = new TokenService({ jwtSecret: SECRET, jwtTtlSeconds: 600 });
  expect(tokens.verify(jwt.sign({}, SECRET, { subject: USER, expiresIn: 600 }))).toBeUndefined();
});
