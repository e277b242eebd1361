import type { ApiDescription } from '../../openapi/operation.js';
import { dateTime, nullable, object, string, uuid } from '../../openapi/schema.js';
import { ContactInput } from './dto/contact.inputs.js';

/** The REST route of contact.routes.ts, for the OpenAPI document. */
export const contactApi: ApiDescription = {
  operations: [
    {
      method: 'post',
      path: '/contact',
      summary: 'Write to the team',
      access: 'user',
      body: ContactInput,
      ok: [201, object({ id: uuid, subject: nullable(string), message: string, status: string, createdAt: dateTime })],
      errors: [429],
    },
  ],
};
