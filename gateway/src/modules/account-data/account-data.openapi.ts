import type { ApiDescription } from '../../openapi/operation.js';
import { dateTime, object, success } from '../../openapi/schema.js';
import { DeleteAccountInput } from './dto/delete-account.input.js';

/** The REST routes of account-data.routes.ts, for the OpenAPI document. */
export const accountDataApi: ApiDescription = {
  operations: [
    {
      method: 'get',
      path: '/auth/me/export',
      summary: "Download all of the caller's data (JSON attachment)",
      access: 'user',
      ok: [200, object({ exportedAt: dateTime })],
    },
    {
      method: 'delete',
      path: '/auth/me',
      summary: 'Erase the account (password required)',
      access: 'user',
      body: DeleteAccountInput,
      ok: [200, success],
      errors: [429],
    },
  ],
};
