// The contract, generated: requests built from the OpenAPI document itself (every operation, its path
// parameters, its request body's schema: valid bodies and bodies it refuses), sent by the callers of
// the fuzz's world, and every answer held against the document (test/api-contract.ts). A client
// generated from the document meets no status or body it does not declare, a body it declares
// valid is never refused as malformed (400 validationException, 415) nor as an invalid form (422)
// but by a rule on the state of the data, and one it declares invalid is never accepted.
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import sharp from 'sharp';
import { checkAnswers } from '../../../test/api-contract.js';
import { invalidBody, validValue, type JsonSchema } from '../../../test/contract/schema-arbitrary.js';
import { FUZZ_SEED } from '../../../test/fuzz/arbitraries.js';
import { createWorld, realId, type World } from '../../../test/fuzz/world.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';

/** Cases per operation; CONTRACT_RUNS=50 for a longer local run (FUZZ_SEED replays one). */
const RUNS = Math.max(1, Number(process.env.CONTRACT_RUNS) || 3);
/** A percent-escape that decodes to no text: Express refuses the path parameter (400). */
const BROKEN_ESCAPE = '%E0%A4%A';
/**
 * 422 messages a body valid by the document may still meet: rules on the state of the data, on
 * time, between fields, or on a remote page, which no JSON Schema word says
 * (docs/api.md#statuses-a-client-can-meet). Any other 422 to a valid body is a document defect.
 */
const RULES_BEYOND_THE_SCHEMA = new Set([
  'validation.notInFuture',
  'validation.storageFull',
  'validation.invalidToken',
  'validation.wrongPassword',
  'validation.limitReached',
  'validation.notFound',
  'validation.wishlistArchived',
  'validation.exclusive',
  'validation.predictionPrivate',
  'validation.birthNotRecorded',
  'validation.birthRecorded',
  'validation.alreadyLinked',
  'validation.alreadyCoOwner',
  'validation.groupGiftNeedsPrice',
  'validation.groupGiftSingle',
  'validation.groupGiftAmount',
  'validation.notGroupGift',
  'validation.belowReserved',
  'validation.hasReservations',
  'validation.moreThanLeft',
  'validation.pageRefused',
  'validation.pageUnreachable',
  'validation.pageTimeout',
  'validation.pageTooLarge',
  'validation.pageNotHtml',
  'validation.pageTooManyRedirects',
  'validation.pageBlocked',
]);
/** A guess is required when the prediction asks for it: a rule of the prediction, not of the schema. */
const REQUIRED_BY_STATE = new Set(['post /predictions/{id}/answers']);

let server: TestServer;
let world: World;
let doc: JsonSchema;
let png: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server);
  doc = (await server.api('GET', '/openapi.json')).body;
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
}, 60_000);
afterAll(() => server.close());

interface Case {
  caller: number;
  params: string[];
  valid: boolean;
  body: unknown;
}

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, JsonSchema>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op })),
  );

describe('the REST API against its own OpenAPI document', () => {
  it('answers generated requests to every operation only as the document says', async () => {
    const problems = new Set<string>();
    const refusedValid = new Map<string, string>();
    const ops = operations();
    expect(ops.length).toBeGreaterThan(90);
    for (const { path, method, op } of ops) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const jsonSchema = op.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
      const form = Boolean(op.requestBody?.content?.['multipart/form-data']);
      const arbitrary: fc.Arbitrary<Case> = fc.record({
        // anonymous, owner, other user, admin
        caller: fc.integer({ min: 0, max: 3 }),
        params: fc.tuple(
          ...names.map((name) =>
            fc.oneof(
              { weight: 6, arbitrary: fc.constant(realId(world.ids, path, name)) },
              { weight: 2, arbitrary: fc.uuid() },
              { weight: 1, arbitrary: fc.constant(BROKEN_ESCAPE) },
            ),
          ),
        ),
        valid: fc.boolean(),
        body: fc.constant(undefined),
      });
      const cases = jsonSchema
        ? arbitrary.chain((c) => (c.valid ? validValue(doc, jsonSchema) : invalidBody(doc, jsonSchema)).map((body) => ({ ...c, body })))
        : arbitrary;
      await fc.assert(
        fc.asyncProperty(cases, async (c) => {
          let url = path;
          names.forEach(
            (name, i) => (url = url.replace(`{${name}}`, c.params[i] === BROKEN_ESCAPE ? c.params[i] : encodeURIComponent(c.params[i]))),
          );
          const caller = world.callers[c.caller];
          const headers: Record<string, string> = caller.authorization ? { authorization: caller.authorization } : {};
          let body: RequestInit['body'];
          if (jsonSchema) {
            headers['content-type'] = 'application/json';
            body = JSON.stringify(c.body);
          } else if (form) {
            const data = new FormData();
            data.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
            body = data;
          }
          const request = () => fetch(`${server.url}/api${url}`, { method: method.toUpperCase(), headers, body, redirect: 'manual' });
          // once more on a pooled keep-alive connection the server had closed (the request never reached it)
          const res = await request().catch(() => request());
          const text = await res.text();
          const contentType = res.headers.get('content-type');
          let parsed: unknown = text || undefined;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            /* not JSON: the check looks at the content type */
          }
          const where = `${method.toUpperCase()} ${path} as ${caller.name}`;
          for (const p of checkAnswers(doc as never, [
            { method, path: url.replace(BROKEN_ESCAPE, 'x'), status: res.status, contentType, body: parsed },
          ]))
            problems.add(`${where}: ${p}`);
          if (res.status >= 500) problems.add(`${where}: ${res.status}`);
          const brokenPath = c.params.includes(BROKEN_ESCAPE);
          const type = (parsed as { type?: string } | undefined)?.type;
          // 400 `invalidTokenException` is a state (the token is unknown or spent), not a malformed request
          if (jsonSchema && c.valid && !brokenPath && (res.status === 415 || (res.status === 400 && type === 'validationException')))
            problems.add(`${where}: a body valid by the document refused ${res.status} ${text} ${JSON.stringify(c.body)}`);
          if (jsonSchema && c.valid && res.status === 422) {
            const messages = (parsed as { errors?: { message: string }[] }).errors?.map((e) => e.message) ?? [];
            const beyond = (m: string) =>
              RULES_BEYOND_THE_SCHEMA.has(m) || (m === 'validation.required' && REQUIRED_BY_STATE.has(`${method} ${path}`));
            for (const m of messages.filter((m) => !beyond(m))) refusedValid.set(`${where}: ${m}`, JSON.stringify(c.body));
          }
          if (jsonSchema && !c.valid && res.status < 300)
            problems.add(`${where}: a body invalid by the document accepted: ${JSON.stringify(c.body)}`);
          // a change may have erased a fixture or ended the owner's session: the next cases get fresh ones
          if (method !== 'get' && res.status < 300) await world.refresh();
        }),
        { numRuns: RUNS, seed: FUZZ_SEED, endOnFailure: true },
      );
    }
    expect([...problems]).toEqual([]);
    expect([...refusedValid].map(([what, body]) => `${what} ${body}`)).toEqual([]);
  }, 900_000);

  it('answers a broken percent-escape in any path parameter 400, as every such operation documents', async () => {
    const withParams = operations().filter(({ path }) => path.includes('{'));
    expect(withParams.length).toBeGreaterThan(40);
    // an administrator passes every guard that runs before the path is read (/admin's router-level one)
    const admin = world.callers[3];
    for (const { path, method, op } of withParams) {
      const res = await fetch(`${server.url}/api${path.replace(/\{\w+\}/g, BROKEN_ESCAPE)}`, {
        method: method.toUpperCase(),
        headers: { authorization: admin.authorization! },
        redirect: 'manual',
      });
      expect({ operation: `${method} ${path}`, status: res.status, documented: '400' in op.responses }).toEqual({
        operation: `${method} ${path}`,
        status: 400,
        documented: true,
      });
      expect(await res.json()).toMatchObject({ type: 'validationException' });
    }
  });
});
