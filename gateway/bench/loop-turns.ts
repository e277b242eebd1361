import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Issue 17: no single request, of any kind, holds the gateway's event loop for more than this. */
export const LOOP_TURN_MS = 100;

/**
 * The longest turn of this process's event loop (the gateway's: the bench runs it in process, the
 * load generators in theirs), in ms, while `work` runs.
 */
export async function longestTurnDuring<T>(work: () => Promise<T>): Promise<{ result: T; longestTurnMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  try {
    const result = await work();
    return { result, longestTurnMs: Math.round(histogram.max / 1e6) };
  } finally {
    histogram.disable();
  }
}
