import { groupBy, rowView } from '../../common/account-rows.js';
import type { ExportPart } from '../module.js';

/** The export's `timelines`, each with its events and their photos. */
export const timelinesExport: ExportPart = async (account, services) => {
  const timelines = await account.run(`select * from timelines where owner_id = ? order by created_at, id`);
  const events = await account.run(
    `select e.* from timeline_events e join timelines t on t.id = e.timeline_id
     where t.owner_id = ? order by e.date, e.created_at, e.id`,
  );
  const photosOf = await services.photos.eventPhotosForExport(account);
  const eventsOf = groupBy(events, 'timeline_id');
  return {
    timelines: timelines.map((t) => ({
      ...rowView(t, ['owner_id']),
      events: (eventsOf.get(t.id) ?? []).map((e) => ({ ...rowView(e, ['timeline_id']), photos: photosOf.get(e.id) ?? [] })),
    })),
  };
};
