import fc from 'fast-check';
import { isEnumType, isInputObjectType, isListType, isNonNullType, type GraphQLInputType, type GraphQLSchema } from 'graphql';

/** Cases per REST route and per GraphQL operation; FUZZ_RUNS=200 for a longer local run. */
export const FUZZ_RUNS = Math.max(1, Number(process.env.FUZZ_RUNS) || 12);
/** FUZZ_SEED replays a run fast-check reported. */
export const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** The key every pollution payload sets; Object.prototype must never have it. */
export const POLLUTED = 'fuzzPolluted';

/** encodeURIComponent, for lone surrogates too (a URL carries their replacement). */
const encode = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/** Strings a careless parser, validator, ORM or database trips on. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0000\uffff',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '9'.repeat(400),
  '-9007199254740993',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  "' OR '1'='1' --",
  '"; drop table users; --',
  '$1',
  '%s%s%n',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%ff',
  'javascript:alert(1)',
  'http://127.0.0.1:1/',
  'http://[::1]/',
  'https://example.fr/' + 'a'.repeat(3000),
  'ftp://example.fr/x',
  '2027-02-30T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '0000-00-00',
  '24:60',
  '99:99',
  '2027-03-14',
  '11111111-1111-4111-8111-111111111111',
  '00000000-0000-0000-0000-000000000000',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  'é'.repeat(80),
  '👶'.repeat(200),
  'x'.repeat(10_000),
  'a@b',
  'a@' + 'b'.repeat(300) + '.fr',
  'Ａｄｍｉｎ@example.fr',
];

export const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
  );

export const hostileNumber = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.constantFrom(0, -0, -1, 1, 0.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );

/** Any JSON leaf, hostile first. */
export const hostileLeaf = (): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 4, arbitrary: hostileString() }, { weight: 2, arbitrary: hostileNumber() }, fc.boolean(), fc.constant(null));

/** Keys: the fields the gateway knows (from the schema's inputs), prototype keys, and noise. */
export const hostileKey = (fields: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...fields) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf') },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  );

/** Any JSON value: leaves, arrays and objects, a few levels deep, under hostile keys. */
export const hostileValue = (fields: string[]): fc.Arbitrary<unknown> =>
  fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 5, arbitrary: hostileLeaf() },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.dictionary(hostileKey(fields), tie('value'), { maxKeys: 4 }) },
    ),
  })).value;

/** Every input field of the schema, by name, with the types it has (REST bodies share these names). */
export function inputFields(schema: GraphQLSchema): Map<string, GraphQLInputType[]> {
  const fields = new Map<string, GraphQLInputType[]>();
  for (const type of Object.values(schema.getTypeMap()))
    if (isInputObjectType(type))
      for (const field of Object.values(type.getFields())) fields.set(field.name, [...(fields.get(field.name) ?? []), field.type]);
  return fields;
}

/** A value for a GraphQL input type: often well typed (so resolvers and services run), else hostile. */
export function valueFor(type: GraphQLInputType, fields: string[], ids: string[], depth = 0): fc.Arbitrary<unknown> {
  const wrong = hostileValue(fields);
  if (isNonNullType(type)) return valueFor(type.ofType, fields, ids, depth);
  if (isListType(type))
    return fc.oneof({ weight: 3, arbitrary: fc.array(valueFor(type.ofType, fields, ids, depth + 1), { maxLength: 3 }) }, wrong);
  let typed: fc.Arbitrary<unknown>;
  if (isEnumType(type)) typed = fc.constantFrom(...type.getValues().map((v) => v.value as string));
  else if (isInputObjectType(type)) {
    if (depth > 3) return wrong;
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const field of Object.values(type.getFields())) shape[field.name] = valueFor(field.type, fields, ids, depth + 1);
    typed = fc.record(shape, { requiredKeys: [] });
  } else
    switch (type.name) {
      case 'ID':
        typed = fc.oneof(fc.constantFrom(...ids), fc.uuid(), hostileString());
        break;
      case 'Int':
        typed = fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer());
        break;
      case 'Float':
        typed = hostileNumber();
        break;
      case 'Boolean':
        typed = fc.boolean();
        break;
      case 'DateTimeISO':
        typed = fc.oneof(
          fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
          hostileString(),
        );
        break;
      default:
        typed = hostileString();
    }
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: wrong });
}

/** A JSON object body whose fields are the schema's, typed by their name most of the time. */
export function plausibleBody(fields: Map<string, GraphQLInputType[]>, ids: string[]): fc.Arbitrary<Record<string, unknown>> {
  const names = [...fields.keys()];
  const byName = names.map((name) => fc.tuple(fc.constant(name), fc.oneof(...fields.get(name)!.map((type) => valueFor(type, names, ids)))));
  return fc
    .tuple(
      fc.subarray(
        byName.map((_, i) => i),
        { maxLength: 8 },
      ),
      fc.dictionary(hostileKey(names), hostileValue(names), { maxKeys: 2 }),
    )
    .chain(([picked, extra]) => fc.tuple(...picked.map((i) => byName[i]), fc.constant(extra)))
    .map((entries) => {
      const extra = entries.pop() as Record<string, unknown>;
      return Object.assign(Object.fromEntries(entries as [string, unknown][]), extra);
    });
}

/** Headers of a client that lies or fumbles, besides its token. */
export const hostileHeaders = (): fc.Arbitrary<Record<string, string>> =>
  fc.record(
    {
      'x-forwarded-for': fc.constantFrom(
        'not-an-ip',
        '999.999.999.999',
        '::ffff:1.2.3.4',
        '1.2.3.4, 5.6.7.8',
        '',
        'a'.repeat(2000),
        '127.0.0.1:80',
        '[::1]:1',
      ),
      'accept-language': fc.constantFrom('*', 'xx', 'fr;q=NaN', 'en;q=2, fr;q=-1', 'a'.repeat(1000), ',,,;;;'),
      accept: fc.constantFrom('text/csv', '*/*', 'application/xml', 'nothing'),
      'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', 'klingon'),
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;

/** A path parameter: the fixtures' real id most of the time (so owners reach their routes), else malformed. */
export const hostileParam = (real: string): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constant(encode(real)) },
    { weight: 1, arbitrary: fc.uuid().map(encode) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'not-a-uuid',
        '0',
        '-1',
        'NaN',
        '%00',
        '%ff',
        '%',
        '%2e%2e',
        '%2F',
        '%27%20OR%201%3D1',
        real.toUpperCase(),
        `{${real}}`,
        `${real}%00`,
        `${real}x`,
        'a'.repeat(4000),
        '00000000-0000-0000-0000-000000000000',
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map(encode) },
  );

/** A query string: pagination, filters and sorting with hostile values, repeated keys, prototype keys. */
export const hostileQuery = (): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        fc.constantFrom('page', 'pageSize', 'status', 'sort', 'search', 'q', 'format', '__proto__', 'constructor[prototype][x]', 'page[]'),
        fc.oneof(hostileString(), hostileNumber().map(String)),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}` : ''));
