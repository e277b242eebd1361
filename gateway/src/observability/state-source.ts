import type { MikroORM } from '@mikro-orm/postgresql';
import { nativePool } from '../db/native-pool.js';
import { QUEUE_STATE_SQL, type QueueRow, type StateSource } from './state-gauges.js';

/** The scrape's view of a process: its ORM pool, the queue's tables, and its live streams when it serves them. */
export async function stateOf(orm: MikroORM, openStreams?: () => number): Promise<StateSource> {
  const pool = await nativePool(orm.em);
  return {
    pool: () => pool,
    queue: () => orm.em.fork().getConnection().execute<QueueRow[]>(QUEUE_STATE_SQL),
    openStreams,
  };
}
