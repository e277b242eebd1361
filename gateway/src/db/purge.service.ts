import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { modules } from '../modules/index.js';
import type { RetentionRule } from '../modules/module.js';

/** Rows deleted per statement: short transactions, no long lock on a big table. */
const BATCH = 5000;

/**
 * Deletes (or blanks columns of) rows past their retention period, table by table, in bounded batches.
 * The queue's scheduler runs it once per PURGE_INTERVAL_MINUTES across replicas; a purge run by hand
 * at the same time is still safe: each delete is idempotent (rows already gone are simply not
 * found) and `skip locked` lets two purges share the work instead of waiting on each other.
 */
export class PurgeService {
  constructor(
    private readonly orm: MikroORM,
    private readonly rules: RetentionRule[],
    private readonly log: Logger,
  ) {}

  /** One purge, logged: the queue's scheduled job (queue/workers.ts). */
  async run(): Promise<void> {
    const deleted = await this.purge();
    if (Object.keys(deleted).length) this.log.info({ deleted }, 'old rows purged');
  }

  /**
   * One purge of every table; returns the rows deleted per table (tables with none left out), and
   * the rows cleared per `table.column` for rules that blank columns instead.
   */
  async purge(): Promise<Record<string, number>> {
    const deleted: Record<string, number> = {};
    const connection = this.orm.em.getConnection();
    for (const { table, column, days, clear } of this.rules) {
      // table and columns come from the modules' code, never from input
      const old = `"${column}" < now() - make_interval(days => ?)`;
      const statement = clear?.length
        ? `update "${table}" set ${clear.map((c) => `"${c}" = null`).join(', ')} where ctid in (
             select ctid from "${table}" where ${old} and (${clear.map((c) => `"${c}" is not null`).join(' or ')})
             limit ${BATCH} for update skip locked)
           returning 1`
        : `delete from "${table}" where ctid in (
             select ctid from "${table}" where ${old} limit ${BATCH} for update skip locked)
           returning 1`;
      let total = 0;
      for (;;) {
        const rows = await connection.execute<{ n: number }[]>(`with gone as (${statement}) select count(*)::int as n from gone`, [days]);
        total += rows[0].n;
        if (rows[0].n < BATCH) break;
      }
      if (total) deleted[clear?.length ? `${table}.${clear.join(',')}` : table] = total;
    }
    return deleted;
  }
}

/** The purge of every module's retention rules. */
export function createPurge(orm: MikroORM, log: Logger, config: Config): PurgeService {
  return new PurgeService(
    orm,
    modules.flatMap((m) => m.retention?.(config) ?? []),
    log,
  );
}
