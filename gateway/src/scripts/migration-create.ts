import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config.js';
import { migrate } from '../db/orm.js';
import { withOrm } from './script-context.js';

const dir = path.join(REPO_ROOT, 'gateway', 'src', 'migrations');

/** Rewrites migrations/index.ts: every migration file, in name (timestamp) order. */
function writeIndex(): void {
  const files = readdirSync(dir)
    .filter((f) => /^Migration\d+.*\.ts$/.test(f))
    .sort();
  const names = files.map((f) => f.replace(/\.ts$/, ''));
  const lines = [
    '// Written by `npm run db:migration:create`: every migration, in order.',
    ...names.map((n) => `import { ${n.replace(/[^A-Za-z0-9_]/g, '_')} } from './${n}.js';`),
    '',
    `export const migrationsList = [${names.map((n) => `{ name: '${n}', class: ${n.replace(/[^A-Za-z0-9_]/g, '_')} }`).join(', ')}];`,
    '',
  ];
  writeFileSync(path.join(dir, 'index.ts'), lines.join('\n'));
}

await withOrm(async (orm) => {
  await migrate(orm);
  const result = await orm.migrator.create(dir, false, false, process.argv[2]);
  if (!result.fileName) {
    console.log('No changes: the entities match the last migration.');
    return;
  }
  writeIndex();
  console.log(`Created ${result.fileName}`);
});
