import type { ApiDescription } from '../../openapi/operation.js';

/** The REST route of timeline-book.routes.ts, for the OpenAPI document. */
export const timelineBookApi: ApiDescription = {
  schemas: {},
  operations: [
    {
      method: 'get',
      path: '/timelines/{id}/book.pdf',
      summary:
        "The timeline's baby book as a PDF (owner, co-owners): query format=a4|a5 (a4 by default) and cover=<photo id> (the first photo by default)",
      access: 'user',
      ok: [200, { type: 'string', format: 'binary' }, 'application/pdf'],
      errors: [422],
    },
  ],
};
