import pg from 'pg';

/**
 * Counts the SQL statements this process sends through `pg` while `run` works: MikroORM's queries
 * (through kysely and the driver's pool) and direct pool queries alike. The bench and the N+1
 * tests read it as "queries per request"; nothing else may query meanwhile.
 */
export async function countQueries(run: () => Promise<unknown>): Promise<number> {
  const proto = pg.Client.prototype as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let count = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  return count;
}
