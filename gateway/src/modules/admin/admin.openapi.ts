import type { ApiDescription, ApiOperation } from '../../openapi/operation.js';
import { arrayOf, dateTime, integer, nullable, object, ref, string, uuid, type Schema } from '../../openapi/schema.js';
import { ContactReplyInput } from '../contact/index.js';

/** One page of an admin list (pagination.ts): `?page=` from 1, `?pageSize=` 1 to 100. */
const page = (items: Schema) => object({ items: arrayOf(items), page: integer, pageSize: integer, total: integer });
const row = object({});
const list = (path: string, summary: string): ApiOperation => ({
  method: 'get',
  path,
  summary,
  access: 'admin',
  ok: [200, page(row)],
  errors: [422],
});

/** The REST routes of admin.routes.ts, for the OpenAPI document. */
export const adminApi: ApiDescription = {
  schemas: {
    ContactRequest: object({
      id: uuid,
      name: string,
      email: string,
      phone: nullable(string),
      subject: nullable(string),
      message: string,
      status: string,
      answer: nullable(string),
      repliedAt: nullable(dateTime),
      createdAt: dateTime,
    }),
  },
  operations: [
    list('/admin/users', 'Users'),
    list('/admin/wishlists', 'Wishlists'),
    list('/admin/predictions', 'Predictions'),
    list('/admin/logs/error/api', 'Logged API errors'),
    list('/admin/mails', 'Mails sent and failed'),
    {
      method: 'post',
      path: '/admin/mails/{id}/retry',
      summary: 'Send a failed mail again',
      access: 'admin',
      ok: [200, row],
      errors: [409, 422],
    },
    list('/admin/contacts', 'Contact requests'),
    {
      method: 'get',
      path: '/admin/contacts/{id}',
      summary: 'A contact request with its history',
      access: 'admin',
      ok: [200, { allOf: [ref('ContactRequest'), object({ actions: arrayOf(row) })] }],
      errors: [422],
    },
    {
      method: 'post',
      path: '/admin/contacts/{id}/reply',
      summary: 'Answer a contact request by mail',
      access: 'admin',
      body: ContactReplyInput,
      ok: [200, ref('ContactRequest')],
      errors: [409],
    },
    {
      method: 'post',
      path: '/admin/contacts/{id}/close',
      summary: 'Close a contact request',
      access: 'admin',
      ok: [200, ref('ContactRequest')],
      errors: [409, 422],
    },
  ],
};
