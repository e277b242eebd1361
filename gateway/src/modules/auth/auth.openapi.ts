import type { ApiDescription } from '../../openapi/operation.js';
import { arrayOf, boolean, dateTime, integer, nullable, object, oneOf, ref, string, success, uuid } from '../../openapi/schema.js';
import {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateMeInput,
  VerifyEmailInput,
} from './dto/auth.inputs.js';
import { FirstNameToGuests, Language } from './user.entity.js';

const signedIn = object({ token: string, user: ref('User') });

/** The REST routes of auth.routes.ts, for the OpenAPI document. */
export const authApi: ApiDescription = {
  schemas: {
    User: object({
      id: uuid,
      firstName: string,
      lastName: string,
      email: { type: 'string', format: 'email' },
      isAdmin: boolean,
      emailVerified: boolean,
      language: oneOf(...Object.values(Language)),
      createdAt: dateTime,
      lastLoginAt: nullable(dateTime),
      notifyByEmail: boolean,
      firstNameToGuests: oneOf(...Object.values(FirstNameToGuests)),
    }),
  },
  operations: [
    {
      method: 'post',
      path: '/auth/register',
      summary: 'Create an account',
      access: 'none',
      body: RegisterInput,
      ok: [201, ref('User')],
      errors: [409, 429],
    },
    {
      method: 'post',
      path: '/auth/login',
      summary: 'Sign in: a bearer token',
      access: 'none',
      body: LoginInput,
      ok: [200, signedIn],
      errors: [401, 429],
    },
    { method: 'post', path: '/auth/logout', summary: 'End this session', access: 'user', ok: [200, success] },
    {
      method: 'get',
      path: '/auth/me',
      summary: 'The signed-in user',
      access: 'user',
      ok: [200, ref('User')],
    },
    {
      method: 'patch',
      path: '/auth/me',
      summary: 'Change language or notifications',
      access: 'user',
      body: UpdateMeInput,
      partial: true,
      ok: [200, ref('User')],
    },
    {
      method: 'post',
      path: '/auth/change-password',
      summary: 'Change the password: other sessions end, a new token',
      access: 'user',
      body: ChangePasswordInput,
      ok: [200, signedIn],
      errors: [429],
    },
    {
      method: 'get',
      path: '/auth/sessions',
      summary: 'The open sessions (a session only: a token gets 403)',
      access: 'user',
      ok: [200, arrayOf(object({ id: uuid, device: nullable(string), createdAt: dateTime, lastSeenAt: dateTime, current: boolean }))],
      errors: [403],
    },
    {
      method: 'delete',
      path: '/auth/sessions/others',
      summary: 'End every other session',
      access: 'user',
      ok: [200, object({ ended: integer })],
    },
    {
      method: 'post',
      path: '/auth/verify-email',
      summary: 'Prove the e-mail address',
      access: 'none',
      body: VerifyEmailInput,
      ok: [200, success],
    },
    {
      method: 'post',
      path: '/auth/verify-email/resend',
      summary: 'Send the proof mail again',
      access: 'user',
      ok: [200, success],
      errors: [429],
    },
    {
      method: 'post',
      path: '/auth/forgot-password',
      summary: 'Mail a reset link',
      access: 'none',
      body: ForgotPasswordInput,
      ok: [200, success],
      errors: [429],
    },
    {
      method: 'post',
      path: '/auth/reset-password',
      summary: 'Set a new password from a reset link',
      access: 'none',
      body: ResetPasswordInput,
      ok: [200, success],
    },
  ],
};
