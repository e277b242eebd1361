import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config.js';
import { printGatewaySchema } from '../graphql/print-schema.js';

const file = path.join(REPO_ROOT, 'graphql', 'schema.graphql');
writeFileSync(file, await printGatewaySchema());
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
