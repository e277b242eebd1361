import pg from 'pg';

/**
 * Counts the SQL statements this process sends through `pg` while `run` works: MikroORM's queries
 * (through kysely and the driver's pool) and direct pool queries alike. The bench and the N+1
 * tests read it as "queries per request"; nothing else may query meanwhile. The API cost bucket's
 * statements are not counted: a charge is taken from a lease most of the time, and a lease is handed
 * back on a timer (docs/api.md#limits-and-cost); their own count is tested in api-cost's tests.
 */
export async function countQueries(run: () => Promise<unknown>): Promise<number> {
  const proto = pg.Client.prototype as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let count = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    if (!text.includes('api_cost_buckets')) count += 1;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  return count;
}
