import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config/files.js';
import { envExample, withConfigTable } from '../config/render-docs.js';

// rewrites what is generated from the variables' declarations; config-docs.test.ts fails while they are stale
const operations = path.join(REPO_ROOT, 'docs', 'operations.md');
writeFileSync(operations, withConfigTable(readFileSync(operations, 'utf8')));
writeFileSync(path.join(REPO_ROOT, '.env.example'), envExample());
console.log('wrote docs/operations.md (configuration table) and .env.example');
