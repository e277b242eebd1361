/**
 * JSON Schema (2020-12, what OpenAPI 3.1 uses) in short: the answer schemas beside the views are
 * written with these, so each reads like the object it describes.
 */
export type Schema = Record<string, unknown>;

export const string: Schema = { type: 'string' };
export const integer: Schema = { type: 'integer' };
export const number: Schema = { type: 'number' };
export const boolean: Schema = { type: 'boolean' };
/** A number of at most `places` decimals: euros in cents (2), a weight in kg (2), a size in cm (1). */
export const decimal = (places: number): Schema => ({ type: 'number', multipleOf: 10 ** -places });
export const uuid: Schema = { type: 'string', format: 'uuid' };
export const dateTime: Schema = { type: 'string', format: 'date-time' };
/** Any JSON value: parts whose shape another document owns (an export's content). */
export const any: Schema = {};

export const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] });
export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
export const oneOf = (...values: readonly string[]): Schema => ({ type: 'string', enum: [...values] });
/** A reference to a component of the document (`#/components/schemas/<name>`). */
export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/**
 * An object with these properties, all present unless named in `optional`. Answers may grow new
 * fields (additions are not breaking), so unknown ones are allowed.
 */
export function object(properties: Record<string, Schema>, optional: string[] = []): Schema {
  return { type: 'object', properties, required: Object.keys(properties).filter((k) => !optional.includes(k)) };
}

/** `{success: true}`: the answer of calls that only act. */
export const success = object({ success: { const: true } });
