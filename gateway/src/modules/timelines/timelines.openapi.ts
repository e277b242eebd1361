import type { ApiDescription } from '../../openapi/operation.js';
import { arrayOf, ref } from '../../openapi/schema.js';
import { TimelineEventInput, TimelineInput } from './dto/timeline.inputs.js';
import { timelineSchemas } from './timeline.schemas.js';

const one = '/timelines/{id}';
const event = `${one}/events/{eventId}`;

/** The REST routes of timeline.routes.ts, for the OpenAPI document. */
export const timelinesApi: ApiDescription = {
  schemas: timelineSchemas,
  operations: [
    { method: 'get', path: '/timelines', summary: "The caller's timelines", access: 'user', ok: [200, arrayOf(ref('TimelineSummary'))] },
    { method: 'get', path: one, summary: 'One timeline with its events', access: 'optional', ok: [200, ref('Timeline')] },
    { method: 'post', path: '/timelines', summary: 'Create a timeline', access: 'user', body: TimelineInput, ok: [201, ref('Timeline')] },
    { method: 'put', path: one, summary: 'Replace a timeline', access: 'user', body: TimelineInput, ok: [200, ref('Timeline')] },
    { method: 'delete', path: one, summary: 'Delete a timeline', access: 'user', ok: [204] },
    {
      method: 'post',
      path: `${one}/events`,
      summary: 'Add an event',
      access: 'user',
      body: TimelineEventInput,
      ok: [201, ref('TimelineEvent')],
    },
    { method: 'put', path: event, summary: 'Replace an event', access: 'user', body: TimelineEventInput, ok: [200, ref('TimelineEvent')] },
    { method: 'delete', path: event, summary: 'Delete an event', access: 'user', ok: [204] },
  ],
};
