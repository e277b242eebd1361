import fc from 'fast-check';

/** A JSON Schema of the OpenAPI document (2020-12), as far as the document's request bodies use it. */
export type JsonSchema = Record<string, any>;

/** `#/components/schemas/X` of `doc`, followed until a schema that is not a reference. */
export function resolve(doc: JsonSchema, schema: JsonSchema): JsonSchema {
  let s = schema;
  while (s.$ref) s = doc.components.schemas[(s.$ref as string).split('/').pop()!];
  return s;
}

const day = fc.date({ min: new Date('1990-01-01'), max: new Date('2025-12-31'), noInvalidDate: true });

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? 40, 40));
  const bounded = (a: fc.Arbitrary<string>) => a.filter((v) => v.length >= min && v.length <= (s.maxLength ?? Infinity));
  const formats: JsonSchema[] = s.anyOf?.filter((a: JsonSchema) => a.format) ?? (s.format ? [s] : []);
  if (formats.length) {
    return fc.oneof(
      ...formats.map((f) => {
        switch (f.format) {
          case 'email':
            return bounded(fc.stringMatching(/^[a-z][a-z0-9]{0,10}\.[a-z0-9]{1,8}@example\.(fr|com)$/));
          case 'uuid':
            return fc.uuid();
          case 'uri':
            // a name that never resolves (RFC 2606): no test reaches out of the machine; the schemes its pattern allows
            return bounded(
              fc
                .tuple(fc.constantFrom(...(f.pattern === '^https://' ? ['https'] : ['http', 'https'])), fc.webSegment())
                .map(([scheme, path]) => `${scheme}://shop.example.invalid/${path}`),
            );
          case 'date':
            return day.map((d) => d.toISOString().slice(0, 10));
          case 'date-time':
            return day.map((d) => d.toISOString());
          default:
            throw new Error(`schema-arbitrary: no generator for format ${f.format}`);
        }
      }),
    );
  }
  if (s.pattern) {
    const pattern = new RegExp(s.pattern);
    // a lookahead (a password's classes): a prefix that satisfies it, then any text
    if (s.pattern.includes('(?='))
      return bounded(fc.string({ minLength: min, maxLength: max }).map((v) => `aB3${v}`)).filter((v) => pattern.test(v));
    return bounded(fc.stringMatching(pattern));
  }
  // text a person types: letters, digits, spaces, accents (blank is not text: `required` fields trim)
  return fc
    .string({
      unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzéèàçABCDEFXYZ0123456789 -'"),
      minLength: Math.max(min, 1),
      maxLength: max,
    })
    .filter((v) => v.trim().length >= Math.max(min, 1) && v.trim() === v);
}

function numberFor(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (integer ? -1000 : -1e6);
  const max = s.maximum ?? (integer ? 1000 : 1e6);
  if (integer) return fc.integer({ min, max });
  const step = s.multipleOf ?? 0.001;
  // a multiple of `step` as its decimal text says it (0.07, not 0.07000000000000001)
  const places = Math.max(0, Math.round(-Math.log10(step)));
  return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((n) => Number((n * step).toFixed(places)));
}

/** Values `schema` declares valid. */
export function validValue(doc: JsonSchema, schema: JsonSchema): fc.Arbitrary<unknown> {
  const s = resolve(doc, schema);
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...(s.enum as unknown[]));
  if (s.anyOf && !s.type) return fc.oneof(...(s.anyOf as JsonSchema[]).map((a) => validValue(doc, a)));
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return numberFor(s, s.type === 'integer');
    case 'string':
      return stringFor(s);
    case 'array': {
      const item = validValue(doc, s.items ?? {});
      const min = s.minItems ?? 0;
      const max = Math.max(min, s.maxItems ?? 3);
      return s.uniqueItems
        ? fc.uniqueArray(item, { minLength: min, maxLength: max, selector: (v) => JSON.stringify(v) })
        : fc.array(item, { minLength: min, maxLength: max });
    }
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
      const shape = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, validValue(doc, v)]));
      return fc.record(shape, { requiredKeys: s.required ?? [] });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

/** A value of the wrong JSON type for `schema`: never valid, whatever its other words. */
export function wrongType(doc: JsonSchema, schema: JsonSchema): fc.Arbitrary<unknown> {
  const s = resolve(doc, schema);
  const types = new Set<string>(
    [s.type, ...((s.anyOf ?? []) as JsonSchema[]).map((a) => resolve(doc, a).type ?? (resolve(doc, a).enum ? 'string' : undefined))].filter(
      Boolean,
    ),
  );
  if (s.enum) types.add('string');
  const all: [string, fc.Arbitrary<unknown>][] = [
    ['string', fc.string({ maxLength: 8 })],
    ['number', fc.double({ noNaN: true, noDefaultInfinity: true })],
    ['integer', fc.integer()],
    ['boolean', fc.boolean()],
    ['array', fc.array(fc.integer(), { maxLength: 2 })],
    ['object', fc.constant({ nested: 1 })],
    ['null', fc.constant(null)],
  ];
  const wrong = all.filter(
    ([t]) => !types.has(t) && !(t === 'integer' && types.has('number')) && !(t === 'number' && types.has('integer')),
  );
  return fc.oneof(...wrong.map(([, a]) => a));
}

/** A body the request schema (an object) refuses: a field of the wrong type, an unknown field, a required one missing, or not an object. */
export function invalidBody(doc: JsonSchema, schema: JsonSchema): fc.Arbitrary<unknown> {
  const s = resolve(doc, schema);
  const fields = Object.keys(s.properties ?? {});
  const valid = validValue(doc, s) as fc.Arbitrary<Record<string, unknown>>;
  const options: fc.Arbitrary<unknown>[] = [
    fc.oneof(fc.constant([]), fc.integer(), fc.constant('text'), fc.constant(null)),
    valid.map((body) => ({ ...body, notAField: 1 })),
  ];
  if (fields.length)
    options.push(
      fc
        .tuple(valid, fc.constantFrom(...fields))
        .chain(([body, field]) => wrongType(doc, s.properties[field]).map((value) => ({ ...body, [field]: value }))),
    );
  if (s.required?.length)
    options.push(
      fc.tuple(valid, fc.constantFrom(...(s.required as string[]))).map(([body, field]) => {
        const { [field]: _gone, ...rest } = body;
        return rest;
      }),
    );
  return fc.oneof(...options);
}
