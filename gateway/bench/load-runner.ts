import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';

/** The load generator's script, in bench/ (the bench itself runs compiled, from dist-bench/). */
const LOAD_SCRIPT = path.join(REPO_ROOT, 'gateway', 'bench', 'load.mjs');

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Paths of `url`'s origin to spread the requests over, at random (load.mjs). */
  paths?: string[];
  /** How many client addresses the requests come from (X-Forwarded-For, load.mjs). */
  clients?: number;
  /** Replace `[<id>]` in the body by a unique id per request (autocannon's idReplacement). */
  idReplacement?: boolean;
  connections: number;
  duration: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  /** Bytes received (bodies and headers, as sent: compressed when the request accepts it). */
  bytes: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Answers with a 5xx status. */
  status5xx: number;
}

/**
 * Runs autocannon in a child process (its own event loop and core) and returns its figures. The
 * child is killed when it outlives its duration by a minute: a hung gateway must not hang the bench.
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LOAD_SCRIPT, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
    const deadline = setTimeout(() => child.kill('SIGKILL'), (options.duration + 60) * 1000);
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    // 'close', not 'exit': the child's output may still be in the pipe when it has exited
    child.on('close', (code) => {
      clearTimeout(deadline);
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      const last = out.trim().split('\n').pop();
      if (!last) return reject(new Error('load generator printed no result'));
      const result = JSON.parse(last) as LoadResult;
      // autocannon's latencies are those of the requests answered: a slice that got no answer at
      // all waited at least its whole length, not 0 ms
      if (result.total === 0) result.p50 = result.p99 = options.duration * 1000;
      resolve(result);
    });
  });
}
