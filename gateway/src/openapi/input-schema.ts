import { getMetadataStorage } from 'class-validator';
import type { Schema } from './schema.js';

interface RuleMetadata {
  propertyName: string;
  type: string;
  name?: string;
  constraints?: unknown[];
  /** The rule holds for each item of an array. */
  each?: boolean;
}

/** What a date field takes: a day ("2026-05-01") or an RFC 3339 date and time (toDate in common/date-validation.ts). */
const DATE: Schema = {
  type: 'string',
  anyOf: [{ format: 'date' }, { format: 'date-time' }],
  description: 'A day (2026-05-01) or a date and time (2026-05-01T08:30:00.000Z), from 1900 on.',
};

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
    case 'isUuid':
      return { type: 'string', format: 'uuid' };
    case 'isHttpUrl':
      return { type: 'string', format: 'uri', pattern: '^https?://' };
    case 'isHttpsUrl':
      return { type: 'string', format: 'uri', pattern: '^https://' };
    case 'isBoolean':
      return { type: 'boolean' };
    case 'isInt':
      return { type: 'integer' };
    case 'isNumber':
      // IsDecimal(places): a price in cents, a weight to 10 g, a size to the millimetre
      return typeof first === 'number' ? { type: 'number', multipleOf: 10 ** -first } : { type: 'number' };
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
      return DATE;
    case 'isArray':
      return { type: 'array' };
    case 'isObject':
      return { type: 'object' };
    case 'arrayNotEmpty':
      return { minItems: 1 };
    case 'arrayMinSize':
      return { minItems: first };
    case 'arrayMaxSize':
      return { maxItems: first };
    case 'arrayUnique':
      return { uniqueItems: true };
    case 'matches':
      return { type: 'string', pattern: (first as RegExp).source };
    case 'jsonSchema':
      // a rule over a nested object (common/validators.ts JsonShape) carries its own schema
      return first as Schema;
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
    let items: Schema | undefined;
    for (const r of own) {
      const rule = ruleSchema(r.type === 'customValidation' ? r.name! : r.type, r.constraints);
      if (r.each) items = { ...items, ...rule };
      else schema = { ...schema, ...rule };
    }
    if (items) schema = { ...schema, type: 'array', items };
    if (own.some((r) => r.type === 'isDefined') && !partial) required.push(property);
    if (own.some((r) => r.type === 'conditionalValidation')) schema = { anyOf: [schema, { type: 'null' }] };
    properties[property] = schema;
  }
  return { type: 'object', properties, required, additionalProperties: false };
}
