import type { ApiDescription } from '../../openapi/operation.js';
import { arrayOf, dateTime, nullable, object, oneOf, ref, string, success, uuid } from '../../openapi/schema.js';
import { API_TOKEN_SCOPES, CreateApiTokenInput } from './dto/api-token.inputs.js';

const token = {
  id: uuid,
  name: string,
  scopes: arrayOf(oneOf(...API_TOKEN_SCOPES)),
  createdAt: dateTime,
  lastUsedAt: nullable(dateTime),
  expiresAt: dateTime,
};

/** The REST routes of api-tokens.routes.ts, for the OpenAPI document (docs/api.md#tokens). A token never manages tokens: 403. */
export const apiTokensApi: ApiDescription = {
  schemas: { ApiToken: object(token) },
  operations: [
    {
      method: 'post',
      path: '/auth/tokens',
      summary: 'Mint a personal access token; its secret (`cg_pat_...`) is in this answer only',
      access: 'user',
      body: CreateApiTokenInput,
      ok: [201, object({ ...token, token: string })],
      errors: [403],
    },
    {
      method: 'get',
      path: '/auth/tokens',
      summary: "The caller's tokens, never their secrets",
      access: 'user',
      ok: [200, arrayOf(ref('ApiToken'))],
      errors: [403],
    },
    { method: 'delete', path: '/auth/tokens/{id}', summary: 'Revoke a token, at once', access: 'user', ok: [200, success], errors: [403] },
  ],
};
