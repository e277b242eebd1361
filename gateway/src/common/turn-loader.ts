import DataLoader from 'dataloader';

/**
 * What the requests of one event-loop turn ask, read in one call: `load` gets every distinct key
 * asked during the turn and answers what it found by key. Nothing is cached: each
 * read is sent after every request it answers arrived, so it sees every change committed before
 * them (an ended session, a revoked token), on every replica. A crowd pays one statement a turn.
 */
export function turnLoader<K, V>(load: (keys: readonly K[]) => Promise<Map<K, V>>): DataLoader<K, V | undefined> {
  return new DataLoader<K, V | undefined>(
    async (keys) => {
      const found = await load([...new Set(keys)]);
      return keys.map((key) => found.get(key));
    },
    // the turn's end, not the tick's: requests of one turn arrive in separate I/O callbacks
    { cache: false, batchScheduleFn: (run) => setImmediate(run), maxBatchSize: 500 },
  );
}
