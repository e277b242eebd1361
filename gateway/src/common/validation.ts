import { IsNotEmpty, validate, type ValidationError } from 'class-validator';
import { badRequest, invalidForm, type FieldError } from './errors.js';
import type { ValidationMessage } from './messages.js';

/** class-validator constraint names -> the stable message keys of our 422 answers. */
const MESSAGE: Record<string, ValidationMessage> = {
  isDefined: 'validation.required',
  isNotEmpty: 'validation.required',
  isEmail: 'validation.email',
  maxLength: 'validation.maxLength',
  minLength: 'validation.minLength',
  isString: 'validation.string',
  isBoolean: 'validation.boolean',
  isIn: 'validation.oneOf',
  isEnum: 'validation.oneOf',
  isInt: 'validation.integer',
  isNumber: 'validation.number',
  min: 'validation.min',
  max: 'validation.max',
  isDateString: 'validation.date',
  isUrl: 'validation.url',
  whitelistValidation: 'validation.unknownField',
};

const PRIORITY = ['whitelistValidation', 'isDefined', 'isNotEmpty', 'isString', 'isBoolean', 'isNumber', 'isInt'];

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((e) => {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.keys(e.constraints ?? {});
    // One message per field, the most basic broken rule first (a missing value before its format).
    const rule = PRIORITY.find((r) => own.includes(r)) ?? own[0];
    const custom = rule && e.constraints![rule].startsWith('validation.') ? e.constraints![rule] : undefined;
    const first = rule ? [{ path, message: custom ?? MESSAGE[rule] ?? 'validation.invalid' }] : [];
    return [...first, ...flatten(e.children ?? [], path)];
  });
}

/** NUL, or a UTF-16 surrogate without its pair. */
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const NOT_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Keys no DTO field may have: they name the object's prototype machinery, not data. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const TRIMMED = new WeakMap<object, string[]>();

/** Marks a string field to be trimmed before it is validated (names, titles; never passwords). */
export function Trim(): PropertyDecorator {
  return (target, key) => {
    TRIMMED.set(target, [...(TRIMMED.get(target) ?? []), String(key)]);
  };
}

/** A non-blank string once trimmed; pairs with @Trim(). */
export const Required = () => IsNotEmpty({ message: 'validation.required' });

export interface ParseOptions {
  /**
   * PATCH bodies: only the fields present are checked (a field given as null still has to be
   * valid); unknown fields are refused all the same.
   */
  partial?: boolean;
}

/**
 * Builds a DTO from an untrusted body and validates it: the one entry point for input rules,
 * shared by REST and GraphQL. Unknown fields, wrong types and broken rules answer 422 with one
 * entry per bad field; a body that is not an object answers 400.
 */
export async function parseInput<T extends object>(Dto: new () => T, body: unknown): Promise<T>;
export async function parseInput<T extends object>(Dto: new () => T, body: unknown, options: { partial: true }): Promise<Partial<T>>;
export async function parseInput<T extends object>(Dto: new () => T, body: unknown, options: ParseOptions = {}): Promise<Partial<T>> {
  if (body === undefined || body === null) body = {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('validation.bodyNotObject');
  // JSON.parse makes `__proto__` an own key: copied onto the DTO it would swap its prototype, and
  // `constructor` would hide its class from class-validator (a crash, or no rule checked at all)
  const reserved = Object.keys(body as object).filter((key) => RESERVED_KEYS.has(key));
  if (reserved.length) throw invalidForm(reserved.map((path) => ({ path, message: 'validation.unknownField' })));
  const dto = Object.assign(new Dto(), body) as Record<string, unknown>;
  for (const key of TRIMMED.get(Dto.prototype) ?? []) {
    if (typeof dto[key] === 'string') dto[key] = (dto[key] as string).trim();
  }
  // PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate is no character (validator.js's
  // byte-length check throws on it: a 500): refuse both here, for every input
  const nul = Object.keys(dto).filter((key) => typeof dto[key] === 'string' && NOT_TEXT.test(dto[key] as string));
  if (nul.length) throw invalidForm(nul.map((path) => ({ path, message: 'validation.string' })));
  let errors = await validate(dto, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    skipUndefinedProperties: !!options.partial,
    validationError: { target: false, value: false },
  });
  // IsDefined runs even when undefined properties are skipped: absent fields are not errors here
  if (options.partial) errors = errors.filter((e) => Object.hasOwn(body as object, e.property));
  if (errors.length) throw invalidForm(flatten(errors));
  return dto as Partial<T>;
}
