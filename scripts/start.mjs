// `npm start`: builds what is missing or stale, then runs the gateway (which starts PostgreSQL,
// migrates, seeds an empty database and prints the URL and demo logins).
import { spawn } from 'node:child_process';
import { ROOT, buildMissing, requireNode } from './lib.mjs';

requireNode();
// the banner's "ready in" counts from here (this process's start), builds included
const startedAt = Math.round(performance.timeOrigin);
const built = await buildMissing();
if (built !== 0) process.exit(built);

// A process group of its own: Ctrl-C in the terminal signals this process only, not the gateway
// and its embedded PostgreSQL at once (PostgreSQL would stop under the gateway's requests). The
// signal is passed on: the gateway stops, then stops PostgreSQL.
const child = spawn(
  process.execPath,
  [
    '--enable-source-maps',
    '--import',
    './gateway/dist/observability/otel-register.js',
    'gateway/dist/main.js',
    `--started-at=${startedAt}`,
  ],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
    cwd: ROOT,
    detached: true,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
// the terminal closed: stop the gateway as a process manager would
process.on('SIGHUP', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
