import { expect } from '@jest/globals';
import type { TestServer } from '../../../../test/harness.js';
import { SoftwareAuthenticator } from '../../../../test/software-authenticator.js';

/** Registers a new passkey of the signed-in user on `server` (options, then the answer); answers the authenticator. */
export async function addPasskey(
  server: TestServer,
  token: string,
  name = 'Téléphone',
  authenticator = new SoftwareAuthenticator(server.config.publicUrl),
) {
  const options = await server.api('POST', '/auth/passkeys/registration/options', { token });
  expect(options.status).toBe(200);
  const res = await server.api('POST', '/auth/passkeys/registration', {
    token,
    body: { response: authenticator.create(options.body), name },
  });
  expect(res.status).toBe(201);
  return { authenticator, passkey: res.body as { id: string; name: string } };
}

/** Authentication options from `server`: the challenge a sign-in answers. */
export async function signInOptions(server: Pick<TestServer, 'api'>) {
  const options = await server.api('POST', '/auth/passkeys/authentication/options');
  expect(options.status).toBe(200);
  return options.body as { challenge: string; rpId: string };
}
