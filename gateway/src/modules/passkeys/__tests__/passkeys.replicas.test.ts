import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { startReplica, type Replica } from '../../../../test/replica.js';
import { SoftwareAuthenticator } from '../../../../test/software-authenticator.js';

const PUBLIC_URL = 'https://cigogne.example';
let server: TestServer;
let replica: Replica;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL });
  replica = await startReplica(server.databaseUrl, { PUBLIC_URL, JWT_SECRET: server.config.jwtSecret });
}, 120_000);
afterAll(async () => {
  await replica?.stop();
  await server.close();
}, 60_000);

const onReplica = async (method: string, route: string, body?: unknown, token?: string) => {
  const res = await fetch(`${replica.url}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

it('a ceremony begun on one gateway finishes on the other, once', async () => {
  const { token, user } = await signUp(server);
  const authenticator = new SoftwareAuthenticator(PUBLIC_URL);
  const options = await server.api('POST', '/auth/passkeys/registration/options', { token });
  const created = await onReplica(
    'POST',
    '/auth/passkeys/registration',
    { response: authenticator.create(options.body), name: 'Téléphone' },
    token,
  );
  expect(created.status).toBe(201);

  const auth = await onReplica('POST', '/auth/passkeys/authentication/options');
  const assertion = authenticator.get(auth.body);
  const signedIn = await server.api('POST', '/auth/passkeys/authentication', { body: { response: assertion } });
  expect(signedIn.status).toBe(200);
  expect(signedIn.body.user.id).toBe(user.id);
  // the replayed assertion, on the gateway that issued the challenge
  const replayed = await onReplica('POST', '/auth/passkeys/authentication', { response: assertion });
  expect(replayed.status).toBe(400);
  expect(replayed.body.type).toBe('passkeyRefused');
  // the session opened on one gateway is known to the other
  expect((await onReplica('GET', '/auth/me', undefined, signedIn.body.token)).body.id).toBe(user.id);
});
