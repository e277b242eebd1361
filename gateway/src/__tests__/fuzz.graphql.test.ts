import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { parseType, typeFromAST, type GraphQLInputType } from 'graphql';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { hostileHeaders, hostileKey, hostileValue, inputFields, POLLUTED, valueFor } from '../../test/fuzz/arbitraries.js';
import { OVER_THE_LIMIT, RAW_BODIES } from '../../test/fuzz/raw-bodies.js';
import { graphqlProblems, sentText, SHOWS_STACKS } from '../../test/fuzz/checks.js';
import { encode, fuzzParameters, pollution, printTally, tally, type FuzzBody } from '../../test/fuzz/request.js';
import { graphqlOperations, publishedSchema, type Operation } from '../../test/fuzz/surface.js';
import { createWorld, send, type World } from '../../test/fuzz/world.js';

/**
 * Property: whatever variables, envelope, caller and headers a client sends with any operation of
 * graphql/operations, /graphql answers data or errors whose `extensions.code` is a type of docs/product.md#errors-and-messages (or
 * a GraphQL client error), never a 5xx, a stack, a server path or SQL; Object.prototype is left
 * alone. FUZZ_RUNS sets the cases per operation, FUZZ_SEED replays one.
 */
let server: TestServer;
let world: World;
const schema = publishedSchema();
const fieldNames = [...inputFields(schema).keys()];
const operations = graphqlOperations();

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server);
}, 60_000);

afterAll(async () => {
  printTally();
  await server?.close();
});

async function post(callerIndex: number, headers: Record<string, string>, body: FuzzBody, operation?: Operation): Promise<string[]> {
  const caller = world.callers[callerIndex];
  const all = { ...headers, ...(caller.authorization ? { authorization: caller.authorization } : {}) };
  const request = encode('POST', '/graphql', all, body);
  const answer = await send(server, request);
  tally(operation?.name ?? 'envelope', answer.status);
  // a mutation that ran may have erased a fixture or ended the owner's session
  if (operation?.kind !== 'query' && answer.status < 300 && answer.text.includes('"data":{')) await world.refresh();
  const showsStacks = caller.name === 'admin' && SHOWS_STACKS.has(operation?.name ?? '');
  const problems = graphqlProblems(answer, sentText(request.url, request.headers, request.body), showsStacks);
  if ('raw' in body && OVER_THE_LIMIT.has(body.raw) && answer.status !== 413) problems.push(`status ${answer.status}, not 413`);
  return problems.map((p) => `${caller.name}: ${p}`);
}

interface Case {
  caller: number;
  headers: Record<string, string>;
  variables: unknown;
  operationName: unknown;
}

const ids = () => Object.values(world.ids);

/** Variables typed by the operation's own definitions most of the time, else anything. */
function variablesFor(operation: Operation): fc.Arbitrary<unknown> {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const v of operation.variables) {
    const type = typeFromAST(schema, parseType(v.type) as never) as GraphQLInputType | undefined;
    if (!type) throw new Error(`${operation.name}: $${v.name} has a type the schema does not know: ${v.type}`);
    shape[v.name] = valueFor(type, fieldNames, ids());
  }
  const typed = fc
    .tuple(fc.record(shape, { requiredKeys: [] }), fc.dictionary(hostileKey(fieldNames), hostileValue(fieldNames), { maxKeys: 2 }))
    .map(([own, extra]) => ({ ...own, ...extra }));
  return fc.oneof({ weight: 8, arbitrary: typed }, { weight: 1, arbitrary: hostileValue(fieldNames) });
}

const caseFor = (operation: Operation): fc.Arbitrary<Case> =>
  fc.record({
    caller: fc.nat({ max: world.callers.length - 1 }),
    headers: fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, hostileHeaders()),
    variables: variablesFor(operation),
    operationName: fc.oneof({ weight: 9, arbitrary: fc.constant(operation.name) }, hostileValue(fieldNames)),
  });

const run = (operation: Operation, c: Case) =>
  post(c.caller, c.headers, { json: { query: operation.document, variables: c.variables, operationName: c.operationName } }, operation);

describe('GraphQL fuzz', () => {
  it('reads every operation of graphql/operations', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
    expect(new Set(operations.map((o) => o.name)).size).toBe(operations.length);
    expect(operations.map((o) => o.name)).toEqual(
      expect.arrayContaining(['Login', 'ReserveWishlistItem', 'AnswerPrediction', 'AdminContacts']),
    );
  });

  it('answers random variables, callers and headers for every operation with data or client errors', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const result = await fc.check(
        fc.asyncProperty(caseFor(operation), async (c) => (await run(operation, c)).length === 0),
        fuzzParameters(),
      );
      if (result.failed) {
        const example = (result.counterexample as [Case] | null)?.[0];
        const replayed = example ? await run(operation, example) : [];
        // a case that threw (a request that failed) has no problem list: its error says why
        const problems = replayed.length ? replayed : [String(result.errorInstance)];
        failures.push(
          `${operation.name}: ${problems.join('; ')}\n  seed ${result.seed} path ${result.counterexamplePath}\n  ${fc.stringify(example)}`.slice(
            0,
            3000,
          ),
        );
      }
    }
    expect(failures).toEqual([]);
    expect(pollution()).toEqual([]);
  }, 600_000);

  it('answers malformed and hostile envelopes with a 4xx in the error shape', async () => {
    const login = operations.find((o) => o.name === 'Login')!.document;
    const envelopes: Record<string, FuzzBody> = {
      ...Object.fromEntries(Object.keys(RAW_BODIES).map((raw) => [raw, { raw } as FuzzBody])),
      'no query': { json: { variables: {} } },
      'query a number': { json: { query: 12 } },
      'query an object': { json: { query: { kind: 'Document', definitions: [] } } },
      'query an array': { json: { query: ['{ me { id } }'] } },
      'variables a string': { json: { query: login, variables: '{"input":{}}' } },
      'variables an array': { json: { query: login, variables: [1, 2] } },
      'extensions garbage': { json: { query: '{ __typename }', extensions: { persistedQuery: { version: 'x', sha256Hash: 12 } } } },
      'persisted query miss': { json: { extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } } },
      'batched operations': { json: [{ query: '{ __typename }' }, { query: '{ __typename }' }] },
      'unknown operation name': { json: { query: login, operationName: 'Nope', variables: {} } },
      'syntax error': { json: { query: 'query { me { id ' } },
      'unbalanced braces': { json: { query: `{ me { id } }${'{'.repeat(5000)}` } },
      'deep selection': {
        json: { query: `{ ${'__schema { types { fields { type { ofType { '.repeat(30)}name${' } } } } }'.repeat(30)} }` },
      },
      '3 000 aliases': { json: { query: `{ ${Array.from({ length: 3000 }, (_, i) => `a${i}: __typename`).join(' ')} }` } },
      '2 000 directives': { json: { query: `{ __typename ${'@include(if: true) '.repeat(2000)}}` } },
      'selection nested 20 000 levels': { json: { query: `${'{ me '.repeat(20_000)}${'}'.repeat(20_000)}` } },
      'list literal nested 20 000 levels': { json: { query: `{ wishlist(id: ${'['.repeat(20_000)}${']'.repeat(20_000)}) { id } }` } },
      'unknown fragment': { json: { query: 'query { me { ...Missing } }' } },
      'fragment cycle': { json: { query: 'query { me { ...A } } fragment A on User { ...B } fragment B on User { ...A }' } },
      'variable proto pollution': { raw: 'nested proto pollution' },
      'variables with __proto__': {
        json: JSON.parse(
          `{"query":${JSON.stringify(login)},"variables":{"__proto__":{"${POLLUTED}":1},"input":{"__proto__":{"${POLLUTED}":1}}}}`,
        ),
      },
      subscription: { json: { query: 'subscription { me { id } }' } },
      'huge query (3 MB)': { json: { query: `{ __typename ${'#'.repeat(3 * 1024 * 1024)} }` } },
    };
    const problems: string[] = [];
    for (const [name, body] of Object.entries(envelopes))
      for (const caller of [0, 1]) problems.push(...(await post(caller, {}, body)).map((p) => `${name}: ${p}`));
    // GET: Apollo's CSRF rule, queries in the URL, mutations refused
    for (const url of [
      '/graphql',
      '/graphql?query=%7B__typename%7D',
      `/graphql?query=${encodeURIComponent(login)}&variables=%7B`,
      '/graphql?query=%ff',
    ])
      for (const headers of [{}, { 'apollo-require-preflight': 'true' }] as Record<string, string>[]) {
        const answer = await send(server, { method: 'GET', url, headers });
        problems.push(...graphqlProblems(answer, url).map((p) => `GET ${url}: ${p}`));
      }
    expect(problems).toEqual([]);
    expect(pollution()).toEqual([]);
  }, 300_000);
});
