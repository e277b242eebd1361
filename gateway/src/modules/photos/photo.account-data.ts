import type { Row } from '../../common/account-rows.js';
import { groupBy } from '../../common/account-rows.js';
import type { AccountData, ErasurePart } from '../module.js';
import { Photo } from './photo.entity.js';
import type { PhotoUrls } from './photo-urls.js';

/** The photos of the account's timeline events, by event id: the files by URLs that work for a day (docs/product.md#privacy). */
export async function eventPhotosForExport({ run }: AccountData, urls: PhotoUrls): Promise<Map<unknown, Row[]>> {
  const photos = await run(
    `select p.id, p.event_id, p.width, p.height, p.created_at from photos p join timeline_events e on e.id = p.event_id
     join timelines t on t.id = e.timeline_id where t.owner_id = ? order by p.created_at, p.id`,
  );
  const view = (p: Row) => ({ ...urls.forExport(p as { id: string; width: number; height: number }), createdAt: p.created_at });
  return new Map([...groupBy(photos, 'event_id')].map(([event, rows]) => [event, rows.map(view)]));
}

/**
 * The photo rows go by the cascades (those they uploaded, and under their timelines and lists); their
 * files, in either storage, once the transaction committed and the rows are gone.
 */
export const photosErasure: ErasurePart = async ({ em, userId }, services) => {
  const ids = (
    await em.find(
      Photo,
      { $or: [{ uploader: userId }, { event: { timeline: { owner: userId } } }, { item: { wishlist: { owner: userId } } }] },
      { fields: ['id'] },
    )
  ).map((p) => p.id);
  return () => services.photos.forgetFiles(ids);
};
