import { expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config.js';
import { printGatewaySchema } from '../print-schema.js';

it('graphql/schema.graphql is the schema the gateway serves (run `npm run schema:emit -w gateway` after a change)', async () => {
  const committed = readFileSync(path.join(REPO_ROOT, 'graphql', 'schema.graphql'), 'utf8');
  expect(committed).toBe(await printGatewaySchema());
});
