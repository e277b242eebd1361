import 'reflect-metadata';
import SwaggerParser from '@apidevtools/swagger-parser';
import { modules } from '../src/modules/index.js';
import { openApiDocument } from '../src/openapi/document.js';
import { checkAnswers, readRecords } from './api-contract.js';

// `node --import @swc-node/register/esm-register test/check-api-contract.ts <dir>`: scripts/test.mjs
// runs it after the gateway suite recorded its /api answers into <dir>
const doc = openApiDocument(modules.flatMap((m) => (m.api ? [m.api] : [])));
await SwaggerParser.validate(structuredClone(doc) as never);
const records = readRecords(process.argv[2]);
const problems = checkAnswers(doc as never, records);
for (const p of problems) console.error(`contract: ${p}`);
console.log(
  `API contract: ${records.length} answers of the REST tests checked against the OpenAPI document, ${problems.length} problem(s)`,
);
process.exit(problems.length || !records.length ? 1 : 0);
