import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { startReplica, type Replica } from '../../../../test/replica.js';

/** A token revoked through one gateway process is refused at once by another (nothing cached in a process). */
let server: TestServer;
let replica: Replica;

beforeAll(async () => {
  server = await startTestServer();
  replica = await startReplica(server.databaseUrl);
}, 120_000);

afterAll(async () => {
  await replica?.stop();
  await server?.close();
}, 60_000);

const meOn = (url: string, token: string) => fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
const graphqlMeOn = async (url: string, token: string) => {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ me { id } }' }),
  });
  return (await res.json()) as { data?: unknown; errors: { extensions: { code: string } }[] };
};

describe('revocation across replicas', () => {
  it('a token revoked on one process is refused by the other on its next request', async () => {
    const { token: session, user } = await signUp(server);
    const created = await server.api('POST', '/auth/tokens', {
      token: session,
      body: { name: 'maison', scopes: ['read'], expiresInDays: 7 },
    });
    const token = created.body.token as string;
    // warm on the replica: a process that remembered anything would answer from memory next time
    for (let i = 0; i < 3; i += 1) expect((await meOn(replica.url, token)).status).toBe(200);
    expect((await graphqlMeOn(replica.url, token)).data).toEqual({ me: { id: user.id } });
    expect((await server.api('DELETE', `/auth/tokens/${created.body.id}`, { token: session })).status).toBe(200);
    expect((await meOn(replica.url, token)).status).toBe(401);
    expect((await graphqlMeOn(replica.url, token)).errors[0].extensions.code).toBe('unauthorized');
  });
});
