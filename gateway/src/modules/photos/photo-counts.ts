import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Photo counts of timelines, batched: every count asked in one tick (a list's timelines, resolved
 * side by side) is one grouped query, not one query per timeline.
 */
export class PhotoCounts {
  private pending: Map<string, ((count: number) => void)[]> | undefined;
  private failures: ((err: unknown) => void)[] = [];

  constructor(private readonly em: EntityManager) {}

  of(timelineId: string): Promise<number> {
    return new Promise((resolve, reject) => {
      if (!this.pending) {
        this.pending = new Map();
        this.failures = [];
        setImmediate(() => void this.flush());
      }
      this.pending.set(timelineId, [...(this.pending.get(timelineId) ?? []), resolve]);
      this.failures.push(reject);
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending!;
    const failures = this.failures;
    this.pending = undefined;
    try {
      const ids = [...batch.keys()];
      const rows = await this.em.getConnection().execute<{ timeline_id: string; count: string }[]>(
        `select e.timeline_id, count(*) as count from photos p join timeline_events e on e.id = p.event_id
           where e.timeline_id in (${ids.map(() => '?').join(', ')}) group by e.timeline_id`,
        ids,
      );
      const counts = new Map(rows.map((r) => [r.timeline_id, Number(r.count)]));
      for (const [id, resolvers] of batch) for (const resolve of resolvers) resolve(counts.get(id) ?? 0);
    } catch (err) {
      for (const reject of failures) reject(err);
    }
  }
}
