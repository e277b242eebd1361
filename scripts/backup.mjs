// `npm run backup -- FILE` / `npm run restore -- FILE` (docs/operations.md#backups): builds the
// gateway if needed, then runs its backup script on FILE, a path taken from where the command was typed.
import path from 'node:path';
import { ROOT, buildMissing, requireNode, run } from './lib.mjs';

requireNode();
const [action, file] = process.argv.slice(2);
if (!file) {
  console.error(`Usage: npm run ${action} -- <file>`);
  process.exit(1);
}
const built = await buildMissing(['gateway']);
if (built !== 0) process.exit(built);
// npm runs scripts from the repository's root; INIT_CWD is where the command was typed
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
process.exit(await run(process.execPath, ['gateway/dist/scripts/backup.js', action, target], { cwd: ROOT }));
