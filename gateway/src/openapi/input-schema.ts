import { getMetadataStorage } from 'class-validator';
import type { Schema } from './schema.js';

interface RuleMetadata {
  propertyName: string;
  type: string;
  name?: string;
  constraints?: unknown[];
}

/** What one class-validator rule says of a value, in JSON Schema; rules with no JSON Schema word add nothing. */
function ruleSchema(rule: string, constraints: unknown[] = []): Schema {
  const [first] = constraints;
  switch (rule) {
    case 'isString':
      return { type: 'string' };
    case 'isNotEmpty':
      return { minLength: 1 };
    case 'maxLength':
      return { maxLength: first };
    case 'minLength':
      return { minLength: first };
    case 'isEmail':
      return { type: 'string', format: 'email' };
    case 'isUrl':
      return { type: 'string', format: 'uri' };
    case 'isUUID':
      return { type: 'string', format: 'uuid' };
    case 'isBoolean':
      return { type: 'boolean' };
    case 'isInt':
      return { type: 'integer' };
    case 'isNumber':
      return { type: 'number' };
    case 'min':
      return { minimum: first };
    case 'max':
      return { maximum: first };
    case 'isIn':
      return { enum: first };
    case 'isEnum':
      return { enum: constraints[1] };
    case 'isDateString':
    case 'isDateTime':
      // a day alone ("2026-05-01") is accepted too: not every ISO 8601 text is an RFC 3339 date-time
      return { type: 'string', description: 'An ISO 8601 date, or date and time.' };
    case 'matches':
      return { type: 'string', pattern: (first as RegExp).source };
    default:
      return {};
  }
}

/**
 * The JSON Schema of an input class, read from class-validator's own metadata: the rules that
 * validate requests (common/validation.ts parseInput) are the ones the document shows, so the two
 * cannot drift. A field is required when it has @IsDefined; @IsOptional and @ValidateIf make it
 * nullable. `partial` (PATCH bodies) requires nothing. Unknown fields are refused (422), hence
 * `additionalProperties: false`.
 */
export function inputSchema(Dto: new () => object, partial = false): Schema {
  const rules = getMetadataStorage().getTargetValidationMetadatas(Dto, '', true, false) as unknown as RuleMetadata[];
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const property of [...new Set(rules.map((r) => r.propertyName))]) {
    const own = rules.filter((r) => r.propertyName === property);
    let schema: Schema = {};
    for (const r of own) schema = { ...schema, ...ruleSchema(r.type === 'customValidation' ? r.name! : r.type, r.constraints) };
    if (own.some((r) => r.type === 'isDefined') && !partial) required.push(property);
    if (own.some((r) => r.type === 'conditionalValidation')) schema = { anyOf: [schema, { type: 'null' }] };
    properties[property] = schema;
  }
  return { type: 'object', properties, required, additionalProperties: false };
}
