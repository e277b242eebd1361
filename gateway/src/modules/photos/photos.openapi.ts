import type { ApiDescription } from '../../openapi/operation.js';
import { integer, object, ref } from '../../openapi/schema.js';

const event = '/timelines/{id}/events/{eventId}';

/** The REST routes of photo.routes.ts, for the OpenAPI document. */
export const photosApi: ApiDescription = {
  operations: [
    {
      method: 'post',
      path: `${event}/photos`,
      summary: 'Upload a photo to an event (JPEG, PNG, WebP or HEIC)',
      access: 'user',
      form: object({ file: { type: 'string', contentMediaType: 'application/octet-stream' } }),
      ok: [201, ref('Photo')],
      errors: [400, 413, 415, 422],
    },
    { method: 'delete', path: `${event}/photos/{photoId}`, summary: 'Delete a photo', access: 'user', ok: [204] },
    {
      method: 'get',
      path: '/photos/usage',
      summary: "The caller's photo storage and quota",
      access: 'user',
      ok: [200, object({ usedBytes: integer, quotaBytes: integer })],
    },
    {
      method: 'get',
      path: '/photos/{id}/{variant}',
      summary: 'A photo file (`full` or `thumb`); signed URLs on private timelines, as the views give them',
      access: 'none',
      ok: [200, { type: 'string', contentMediaType: 'image/webp' }, 'image/*'],
      errors: [403],
    },
  ],
};
