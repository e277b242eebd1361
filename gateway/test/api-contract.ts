import { appendFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** One /api answer a test received: what the contract check holds against the OpenAPI document. */
export interface RecordedAnswer {
  method: string;
  /** The path under /api, without its query. */
  path: string;
  status: number;
  contentType: string | null;
  body: unknown;
}

/** Set by scripts/test.mjs for the gateway suite: each jest worker appends its tests' answers to its own file there. */
export const RECORD_DIR_VARIABLE = 'CIGOGNE_API_RECORD_DIR';

/** Appends an answer to this process's record, when recording is asked for. */
export function recordAnswer(answer: RecordedAnswer) {
  const dir = process.env[RECORD_DIR_VARIABLE];
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, `${process.pid}.jsonl`), JSON.stringify(answer) + '\n');
}

export function readRecords(dir: string): RecordedAnswer[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as RecordedAnswer);
}

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Holds recorded answers against an OpenAPI 3.1 document: each must match a documented path
 * (literal segments before parameters: /wishlists/example before /wishlists/{id}) and method,
 * answer a documented status, and a JSON body must validate against its schema (JSON Schema 2020-12,
 * ajv). Answers the problems found, one line each.
 */
export function checkAnswers(doc: Doc, records: RecordedAnswer[]): string[] {
  // multipleOf 0.01 on binary doubles: 19.99 / 0.01 is 1998.9999999999998, a cent all the same
  const ajv = new Ajv2020({ strict: false, allErrors: false, multipleOfPrecision: 9 });
  addFormats.default(ajv);
  ajv.addSchema({ ...doc, $id: 'openapi' });
  const templates = Object.keys(doc.paths)
    .map((template) => ({ template, regex: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`) }))
    .sort((a, b) => a.template.split('{').length - b.template.split('{').length);
  const errorShape = ajv.compile({ $ref: 'openapi#/components/schemas/Error' });
  const validators = new Map<string, ValidateFunction>();
  const problems = new Set<string>();
  for (const r of records) {
    const method = r.method.toLowerCase();
    const match = templates.find((t) => t.regex.test(r.path) && doc.paths[t.template][method]);
    const where = `${r.method} ${match?.template ?? r.path} ${r.status}`;
    if (!match) {
      // /api answers 404 in the error shape to anything it does not serve (api.router.ts)
      if (r.status !== 404) problems.add(`${r.method} ${r.path} ${r.status}: no such operation in the document`);
      else if (!errorShape(r.body)) problems.add(`${r.method} ${r.path} 404: ${ajv.errorsText(errorShape.errors)}`);
      continue;
    }
    const response = doc.paths[match.template][method].responses[r.status];
    if (!response) {
      problems.add(`${where}: status not documented`);
      continue;
    }
    const json = r.contentType?.startsWith('application/json');
    if (!json || !response.content?.['application/json']) {
      if (json && r.body !== undefined) problems.add(`${where}: a JSON body where the document has none`);
      continue;
    }
    const pointer = `openapi#/paths/${escape(match.template)}/${method}/responses/${r.status}/content/application~1json/schema`;
    let validate = validators.get(pointer);
    if (!validate) validators.set(pointer, (validate = ajv.compile({ $ref: pointer })));
    if (!validate(r.body)) problems.add(`${where}: ${ajv.errorsText(validate.errors)}`);
  }
  return [...problems];
}
