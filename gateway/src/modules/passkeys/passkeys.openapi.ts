import type { ApiDescription } from '../../openapi/operation.js';
import { arrayOf, dateTime, nullable, object, ref, string, success, uuid } from '../../openapi/schema.js';
import { PasskeyAuthenticationInput, PasskeyRegistrationInput } from './dto/passkeys.inputs.js';

const passkey = { id: uuid, name: string, createdAt: dateTime, lastUsedAt: nullable(dateTime) };
const options = { type: 'object', description: 'WebAuthn options as JSON, for @simplewebauthn/browser' };

/** The REST routes of passkeys.routes.ts, for the OpenAPI document. A token never manages passkeys: 403. */
export const passkeysApi: ApiDescription = {
  schemas: { Passkey: object(passkey) },
  operations: [
    {
      method: 'post',
      path: '/auth/passkeys/registration/options',
      summary: 'Options to create a passkey (startRegistration); the challenge is valid 5 minutes, once',
      access: 'user',
      ok: [200, options],
    },
    {
      method: 'post',
      path: '/auth/passkeys/registration',
      summary: 'Keep the passkey created for those options, under a name',
      access: 'user',
      body: PasskeyRegistrationInput,
      ok: [201, ref('Passkey')],
    },
    {
      method: 'post',
      path: '/auth/passkeys/authentication/options',
      summary: 'Options to sign in with a passkey (startAuthentication), no e-mail needed',
      access: 'none',
      ok: [200, options],
    },
    {
      method: 'post',
      path: '/auth/passkeys/authentication',
      summary: 'Sign in with a passkey: a bearer token, as login answers',
      access: 'none',
      body: PasskeyAuthenticationInput,
      ok: [200, object({ token: string, user: ref('User') })],
    },
    {
      method: 'get',
      path: '/auth/passkeys',
      summary: "The caller's passkeys",
      access: 'user',
      ok: [200, arrayOf(ref('Passkey'))],
      errors: [403],
    },
    {
      method: 'delete',
      path: '/auth/passkeys/{id}',
      summary: 'Remove a passkey (409 for the last one of an account without a password)',
      access: 'user',
      ok: [200, success],
      errors: [409],
    },
  ],
};
