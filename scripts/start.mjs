// `npm start`: builds what is missing or stale, then runs the gateway (which starts PostgreSQL,
// migrates, seeds an empty database and prints the URL and demo logins).
import { utimesSync } from 'node:fs';
import path from 'node:path';
import { ROOT, buildables, needsBuild, requireNode, run } from './lib.mjs';

requireNode();
for (const ws of buildables()) {
  if (!needsBuild(ws)) continue;
  console.log(`Building ${ws}...`);
  const code = await run('npm', ['run', 'build', '-w', ws]);
  if (code !== 0) {
    console.error(`The build of ${ws} failed (exit ${code}).`);
    process.exit(code);
  }
  const now = new Date();
  utimesSync(path.join(ROOT, ws, 'dist'), now, now);
}

const child = (await import('node:child_process')).spawn(process.execPath, ['--enable-source-maps', 'gateway/dist/main.js'], {
  stdio: 'inherit',
  cwd: ROOT,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
