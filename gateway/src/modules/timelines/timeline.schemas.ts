import { Visibility } from '../../common/enums.js';
import { arrayOf, boolean, dateTime, integer, nullable, object, oneOf, ref, string, uuid, type Schema } from '../../openapi/schema.js';

const summary = {
  id: uuid,
  title: string,
  firstName: nullable(string),
  birthDate: nullable(dateTime),
  themeColor: string,
  visibility: oneOf(...Object.values(Visibility)),
  isMine: boolean,
  eventCount: integer,
  createdAt: dateTime,
  updatedAt: dateTime,
};

/** The answers of timeline.view.ts (and the photos' views), in JSON Schema. */
export const timelineSchemas: Record<string, Schema> = {
  Photo: object({ id: uuid, url: string, thumbnailUrl: string, width: integer, height: integer }),
  TimelineEvent: object({
    id: uuid,
    title: string,
    type: nullable(string),
    date: dateTime,
    description: nullable(string),
    photos: arrayOf(ref('Photo')),
  }),
  TimelineSummary: object(summary),
  Timeline: object({ ...summary, events: arrayOf(ref('TimelineEvent')) }),
};
