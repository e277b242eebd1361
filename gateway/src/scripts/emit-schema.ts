import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printMessages } from '../common/messages.js';
import { REPO_ROOT } from '../config.js';
import { printGatewaySchema } from '../graphql/print-schema.js';

// the integrator contract: the schema and the message keys answers can carry
const files: [string, string][] = [
  [path.join(REPO_ROOT, 'graphql', 'schema.graphql'), await printGatewaySchema()],
  [path.join(REPO_ROOT, 'graphql', 'messages.json'), printMessages()],
];
for (const [file, text] of files) {
  writeFileSync(file, text);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
