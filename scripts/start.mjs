// `npm start`: builds what is missing or stale, then runs the gateway (which starts PostgreSQL,
// migrates, seeds an empty database and prints the URL and demo logins).
import { ROOT, buildInputsHash, buildables, markBuilt, needsBuild, requireNode, run } from './lib.mjs';

requireNode();
for (const ws of buildables()) {
  if (!needsBuild(ws)) continue;
  // hashed before the build: a file edited while it runs leaves a stale stamp, so the next start rebuilds
  const inputs = buildInputsHash(ws);
  console.log(`Building ${ws}...`);
  const code = await run('npm', ['run', 'build', '-w', ws]);
  if (code !== 0) {
    console.error(`The build of ${ws} failed (exit ${code}).`);
    process.exit(code);
  }
  markBuilt(ws, inputs);
}

const child = (await import('node:child_process')).spawn(process.execPath, ['--enable-source-maps', 'gateway/dist/main.js'], {
  stdio: 'inherit',
  cwd: ROOT,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
