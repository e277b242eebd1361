import type { EntityManager } from '@mikro-orm/postgresql';
import { turnLoader } from '../../common/turn-loader.js';

/**
 * Photo counts of timelines, batched: every count asked in one turn (a list's timelines, resolved
 * side by side) is one grouped query, not one query per timeline.
 */
export class PhotoCounts {
  readonly #counts = turnLoader(async (ids: readonly string[]) => {
    const rows = await this.em.getConnection().execute<{ timeline_id: string; count: string }[]>(
      `select e.timeline_id, count(*) as count from photos p join timeline_events e on e.id = p.event_id
         where e.timeline_id in (${ids.map(() => '?').join(', ')}) group by e.timeline_id`,
      [...ids],
    );
    return new Map(rows.map((r) => [r.timeline_id, Number(r.count)]));
  });

  constructor(private readonly em: EntityManager) {}

  async of(timelineId: string): Promise<number> {
    return (await this.#counts.load(timelineId)) ?? 0;
  }
}
