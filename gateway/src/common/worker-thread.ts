import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * A worker thread running `name` (a module next to `from`, without its extension): the compiled
 * gateway runs the .js file; the tests and `npm run dev` run TypeScript, which the thread loads
 * through swc as the main thread does. Unreferenced: an idle worker never keeps the process alive.
 */
export function startWorkerThread(
  from: string,
  name: string,
  options: { workerData?: unknown; resourceLimits?: ResourceLimits } = {},
): Worker {
  const typescript = from.endsWith('.ts');
  const worker = new Worker(new URL(`./${name}.${typescript ? 'ts' : 'js'}`, from), {
    execArgv: typescript ? ['--import', '@swc-node/register/esm-register'] : [],
    workerData: options.workerData,
    resourceLimits: options.resourceLimits,
  });
  worker.unref();
  return worker;
}
