import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { FUZZ_RUNS, hostileHeaders, hostileParam, hostileQuery, inputFields, plausibleBody } from '../../test/fuzz/arbitraries.js';
import { OVER_THE_LIMIT, RAW_BODIES } from '../../test/fuzz/raw-bodies.js';
import { restProblems, sentText, SHOWS_STACKS } from '../../test/fuzz/checks.js';
import { bodyArbitrary, encode, fuzzParameters, pollution, printTally, tally, type FuzzBody } from '../../test/fuzz/request.js';
import { publishedSchema, restRoutes, type RestRoute } from '../../test/fuzz/surface.js';
import { createWorld, realId, send, type World } from '../../test/fuzz/world.js';
import { modules } from '../modules/index.js';

/**
 * Property: whatever a client sends to any REST route (any caller, malformed or hostile path,
 * query, headers and body), the answer is a 2xx or a 4xx in the `{type, errors}` shape of docs/product.md#errors-and-messages,
 * never a 5xx, a stack, a server path or SQL; and Object.prototype is left alone.
 * FUZZ_RUNS sets the cases per route (FUZZ_RUNS=120 for a long local run), FUZZ_SEED replays one.
 */
let server: TestServer;
let world: World;
let routes: RestRoute[];
const schemaFields = inputFields(publishedSchema());
/** The routes that read a body (their OpenAPI description has one): the others never read it, so never 413. */
const shape = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:\w+|\{\w+\}/g, '*')}`;
const TAKES_BODY = new Set(
  modules.flatMap((m) => m.api?.operations ?? []).flatMap((op) => (op.body || op.form ? [shape(op.method, op.path)] : [])),
);
/** Upload routes: a raw body that is not multipart is refused for its type (415) before its size is read. */
const TAKES_FORM = new Set(modules.flatMap((m) => m.api?.operations ?? []).flatMap((op) => (op.form ? [shape(op.method, op.path)] : [])));

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server);
  routes = restRoutes(server.services);
}, 60_000);

afterAll(async () => {
  printTally();
  await server?.close();
});

interface Case {
  route: RestRoute;
  caller: number;
  method: string;
  params: string[];
  query: string;
  headers: Record<string, string>;
  body: FuzzBody;
}

function decodes(param: string): boolean {
  try {
    decodeURIComponent(param);
    return true;
  } catch {
    return false;
  }
}

async function run(c: Case): Promise<string[]> {
  let path = c.route.path;
  c.route.params.forEach((param, i) => (path = path.replace(`:${param}`, c.params[i])));
  const caller = world.callers[c.caller];
  const headers = { ...c.headers, ...(caller.authorization ? { authorization: caller.authorization } : {}) };
  const request = encode(c.method, `/api${path}${c.query}`, headers, c.body);
  const answer = await send(server, request);
  tally(`${c.route.method} ${c.route.path}`, answer.status);
  // a valid change may have erased a fixture or ended the owner's session: the next cases get fresh ones
  if (c.method !== 'GET' && answer.status < 300) await world.refresh();
  const showsStacks = caller.name === 'admin' && SHOWS_STACKS.has(`${c.method} ${c.route.path}`);
  const problems = restProblems(answer, sentText(request.url, request.headers, request.body), showsStacks);
  // a dot-segment id (`..`, `%2e%2e`) is resolved away by the URL, and an id that is not valid percent-encoding (`%`)
  // is refused by the router while it matches (400): either way no route runs, so nothing reads the body
  const leavesRoute = c.params.some((param) => /^(\.|%2e){1,2}$/i.test(param) || !decodes(param));
  const sendsBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(c.method) && TAKES_BODY.has(shape(c.method, c.route.path)) && !leavesRoute;
  const refusals = TAKES_FORM.has(shape(c.method, c.route.path)) ? [413, 415] : [413];
  if (sendsBody && 'raw' in c.body && OVER_THE_LIMIT.has(c.body.raw) && !refusals.includes(answer.status))
    problems.push(`status ${answer.status}, not ${refusals.join(' or ')}`);
  return problems.map((p) => `${caller.name}: ${p}`);
}

const caseFor = (route: RestRoute): fc.Arbitrary<Case> =>
  fc.record({
    route: fc.constant(route),
    caller: fc.nat({ max: world.callers.length - 1 }),
    // mostly the route's own method; sometimes one it does not have
    method: fc.oneof(
      { weight: 9, arbitrary: fc.constant(route.method) },
      fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
    ),
    params: fc.tuple(...route.params.map((p) => hostileParam(realId(world.ids, route.path, p)))),
    query: fc.oneof({ weight: 3, arbitrary: fc.constant('') }, hostileQuery()),
    headers: fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, hostileHeaders()),
    body: bodyArbitrary(plausibleBody(schemaFields, Object.values(world.ids))),
  }) as fc.Arbitrary<Case>;

describe('REST fuzz', () => {
  it('walks every route of the API (the routes of modules/index.ts, as http/api.router.ts mounts them)', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(names).size).toBe(names.length);
    // a walker that finds nothing would make every property below vacuous
    expect(names.length).toBeGreaterThanOrEqual(50);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /auth/login',
        'PATCH /wishlists/:id/items/:itemId',
        'PUT /predictions/:id/birth',
        'GET /admin/contacts/:id',
      ]),
    );
  });

  it('answers every raw attack on every route with a 2xx or a 4xx in the error shape', async () => {
    // deterministic, whatever the random cases draw: attack a on route r when (a + r) % stride is 0,
    // so each route gets several attacks and each attack several routes; a long run (FUZZ_RUNS
    // >= 50) sends every attack to every route, from the owner (the deepest reach) and a stranger
    const problems: string[] = [];
    const owner = world.callers.findIndex((c) => c.name === 'owner');
    const stride = FUZZ_RUNS >= 50 ? 1 : 4;
    const attacks = Object.keys(RAW_BODIES);
    for (const [r, route] of routes.entries())
      for (const [a, raw] of attacks.entries()) {
        if ((a + r) % stride !== 0) continue;
        for (const caller of stride === 1 ? [owner, 0] : [(a + r) % 8 < 4 ? owner : 0]) {
          const params = route.params.map((p) => encodeURIComponent(realId(world.ids, route.path, p)));
          const found = await run({ route, caller, method: route.method, params, query: '', headers: {}, body: { raw } });
          problems.push(...found.map((p) => `${route.method} ${route.path} [${raw}] ${p}`));
        }
      }
    expect(problems).toEqual([]);
    expect(pollution()).toEqual([]);
  }, 300_000);

  it('answers random hostile requests to every route with a 2xx or a 4xx in the error shape', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const result = await fc.check(
        fc.asyncProperty(caseFor(route), async (c) => (await run(c)).length === 0),
        fuzzParameters(),
      );
      if (result.failed) {
        const example = (result.counterexample as [Case] | null)?.[0];
        const replayed = example ? await run(example) : [];
        // a case that threw (a request that failed) has no problem list: its error says why
        const problems = replayed.length ? replayed : [String(result.errorInstance)];
        failures.push(
          `${route.method} ${route.path}: ${problems.join('; ')}\n  seed ${result.seed} path ${result.counterexample ? result.counterexamplePath : ''}\n  ${fc.stringify({ ...example, route: undefined })}`.slice(
            0,
            3000,
          ),
        );
      }
    }
    expect(failures).toEqual([]);
    expect(pollution()).toEqual([]);
  }, 600_000);
});
