import 'reflect-metadata';
import path from 'node:path';
import { createLogger } from '../common/logger.js';
import { configOrExit } from '../common/process-lifecycle.js';
import { createBackup, restoreBackup } from '../db/backup/backup-file.js';
import { fail } from './script-context.js';

// `npm run backup -- FILE` and `npm run restore -- FILE` (scripts/backup.mjs resolves FILE where the command was typed)
const [action, file] = process.argv.slice(2);
if ((action !== 'backup' && action !== 'restore') || !file) fail('Usage: npm run backup -- <file> | npm run restore -- <file>');
const config = configOrExit();
const log = createLogger('warn');
const target = path.resolve(file);
const started = performance.now();
try {
  const manifest = action === 'backup' ? await createBackup(config, target, log) : await restoreBackup(config, target, log);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const photos = manifest.photos ? ` and ${manifest.photos} photo objects` : '';
  const what = manifest.database === 'embedded' ? 'the embedded database' : 'the DATABASE_URL database';
  console.log(
    action === 'backup'
      ? `Backed up ${what}${photos} to ${target} in ${seconds} s`
      : `Restored ${what}${photos} from ${target} in ${seconds} s`,
  );
} catch (err) {
  fail(`The ${action} failed: ${err instanceof Error ? err.message : String(err)}`);
}
