import type { ApiDescription } from '../../openapi/operation.js';
import { arrayOf, boolean, integer, nullable, object, string } from '../../openapi/schema.js';

/** The REST route of remotes.routes.ts, for the OpenAPI document. */
export const remotesApi: ApiDescription = {
  operations: [
    {
      method: 'get',
      path: '/admin/remotes',
      summary: "Each remote's manifest URL, whether it answers and how fast, its build and contract versions",
      access: 'admin',
      ok: [
        200,
        object({
          shellContractVersion: string,
          remotes: arrayOf(
            object({
              feature: string,
              url: string,
              ok: boolean,
              ms: integer,
              buildVersion: nullable(string),
              contractVersion: nullable(string),
              compatible: boolean,
              problem: nullable(string),
            }),
          ),
        }),
      ],
    },
  ],
};
