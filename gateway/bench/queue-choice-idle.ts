import 'reflect-metadata';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startWorkers, type Workers } from '../src/queue/queue.js';
import { bossFor, log, MAIL, PURGE, PURGE_CRON, type Variant } from './queue-choice-common.js';

// c. of bench/queue-choice.ts: one idle worker process shaped like the gateway's,
// `queue-choice-idle.ts <variant> <url>`, counting its SQL statements at the pg driver
const variant = process.argv[2] as Variant;
const url = process.argv[3];
// every statement goes through pg's Client#query, whichever pg copy the library loaded (pg-boss
// may have its own under node_modules/pg-boss/node_modules)
let statements = 0;
const copies = new Set([pg.Client, (createRequire(fileURLToPath(import.meta.resolve('pg-boss')))('pg') as typeof pg).Client]);
for (const Client of copies) {
  const query = Client.prototype.query as (...args: unknown[]) => unknown;
  Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements++;
    return query.apply(this, args);
  } as typeof Client.prototype.query;
}
let stop: () => Promise<void>;
if (variant === 'graphile-worker') {
  const workers: Workers = await startWorkers({
    databaseUrl: url,
    log,
    concurrency: 2,
    tasks: { [MAIL]: async () => {}, [PURGE]: async () => {} },
    crontab: `${PURGE_CRON} ${PURGE}\n`,
  });
  stop = () => workers.stop();
} else {
  const boss = bossFor(url, variant, 6);
  await boss.start();
  const polling = variant === 'pg-boss notify' ? {} : { pollingIntervalSeconds: 0.5 };
  await boss.work(MAIL, { ...polling, localConcurrency: 2 }, async () => {});
  await boss.work(PURGE, polling, async () => {});
  await boss.schedule(PURGE, PURGE_CRON);
  stop = () => boss.stop({ graceful: false, timeout: 5000 });
}
process.on('message', (m) => {
  if (m === 'count') process.send!({ statements });
});
process.on('SIGTERM', () => void stop().finally(() => process.exit(0)));
process.send!('ready');
