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
  connections: number;
  duration: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
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
    child.on('exit', (code) => {
      clearTimeout(deadline);
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop()!) as LoadResult);
    });
  });
}
