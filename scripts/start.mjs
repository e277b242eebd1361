// `npm start`: builds what is missing or stale, then runs the gateway (which starts PostgreSQL,
// migrates, seeds an empty database and prints the URL and demo logins).
import { ROOT, buildMissing, requireNode } from './lib.mjs';

requireNode();
const built = await buildMissing();
if (built !== 0) process.exit(built);

const child = (await import('node:child_process')).spawn(
  process.execPath,
  ['--enable-source-maps', '--import', './gateway/dist/observability/otel-register.js', 'gateway/dist/main.js'],
  {
    stdio: 'inherit',
    cwd: ROOT,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
