// `npm run worker`: builds the gateway when its build is missing or stale (not the frontends: a
// worker serves no page), then runs its job-queue workers alone (gateway/dist/worker.js: mail
// delivery and the scheduled purges, no HTTP server), as `npm start` runs gateway/dist/main.js.
import { ROOT, buildMissing, requireNode } from './lib.mjs';

requireNode();
const built = await buildMissing(['gateway']);
if (built !== 0) process.exit(built);

const child = (await import('node:child_process')).spawn(
  process.execPath,
  ['--enable-source-maps', '--import', './gateway/dist/observability/otel-register.js', 'gateway/dist/worker.js'],
  {
    stdio: 'inherit',
    cwd: ROOT,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
