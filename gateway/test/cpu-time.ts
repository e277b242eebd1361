/** CPU time, in ms, spent while `work` runs: on this thread (the event loop's) and on the process's other threads. */
export interface CpuTime {
  loop: number;
  others: number;
}

/**
 * Where `work` ran, judged by CPU time rather than wall-clock time: a loaded machine makes every
 * step wait for a core, but the work each thread does stays the same. Work moved off the loop (a
 * worker thread, libuv's pool, an image library's threads) shows in `others`.
 */
export async function cpuTime(work: () => Promise<unknown>): Promise<CpuTime> {
  const thread = process.threadCpuUsage();
  const all = process.cpuUsage();
  await work();
  const loopUsage = process.threadCpuUsage(thread);
  const allUsage = process.cpuUsage(all);
  const loop = (loopUsage.user + loopUsage.system) / 1000;
  return { loop, others: (allUsage.user + allUsage.system) / 1000 - loop };
}
