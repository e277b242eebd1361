import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/modules/mail/__tests__/smtp-peer.js';

const GATEWAY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Replica {
  url: string;
  process: ChildProcess;
  /** What the process printed (stdout and stderr), for a failure's message. */
  output(): string;
  /** Resolves once /readyz answers 200; rejects if the process exits first. */
  ready(timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * A real gateway process (`src/main.ts`, as `npm run dev` starts it) on `port`, configured by
 * `env`; `nodeArgs` go before the entry (`--import` of a register file); `main` runs another build's
 * compiled entry instead (a previous release's gateway/dist/main.js).
 */
export function spawnReplica(port: number, env: Record<string, string>, options: { nodeArgs?: string[]; main?: string } = {}): Replica {
  const { nodeArgs = [], main } = options;
  const command = main ? [...nodeArgs, main] : ['--import', '@swc-node/register/esm-register', ...nodeArgs, 'src/main.ts'];
  const child = spawn(process.execPath, command, {
    cwd: GATEWAY,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cigogne-replica-')),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      BCRYPT_COST: '10',
      // no load balancer to wait for, unless a test says so
      SHUTDOWN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    process: child,
    output: () => output,
    async ready(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`replica exited:\n${output}`);
        try {
          if ((await fetch(`${url}/readyz`)).status === 200) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`replica not ready after ${timeoutMs} ms:\n${output}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A second gateway process on `databaseUrl` (another replica of a test server), without queue workers, once ready. */
export async function startReplica(databaseUrl: string, env: Record<string, string> = {}): Promise<Replica> {
  const replica = spawnReplica(await freePort(), {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'test-replica-secret-of-at-least-32-characters',
    WORKERS: 'false',
    ...env,
  });
  await replica.ready();
  return replica;
}
