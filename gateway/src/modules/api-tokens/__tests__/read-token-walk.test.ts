import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Router } from 'express';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { pino } from 'pino';
import { buildGatewaySchema } from '../../../graphql/schema.js';
import { apiRouter } from '../../../http/api.router.js';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { seedPublicWishlist } from '../../../../test/seed-wishlist.js';

// Every mutation of the schema and every REST write, called with a `read` token: each is refused
// with FORBIDDEN / 403 before it runs, and no table changes. New operations are walked by themselves.

let server: TestServer;
let read: string;
beforeAll(async () => {
  server = await startTestServer();
  const owner = await signUp(server);
  // something to act upon: a wishlist with an item, owned by the token's account
  await seedPublicWishlist((text, params) => server.sql(text, params), owner.user.id, 3);
  read = (await server.api('POST', '/auth/tokens', { token: owner.token, body: { name: 'lecture', scopes: ['read'], expiresInDays: 1 } }))
    .body.token;
});
afterAll(() => server.close());

const SOME_ID = '6f1c2a54-8a43-4f0e-9a55-0d6f3f1c2b7e';

/** A minimal valid literal of an input type: required fields only. */
function valueOf(type: GraphQLInputType): string {
  if (isNonNullType(type)) return valueOf(type.ofType);
  if (isListType(type)) return `[${valueOf(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return `{${fields.map((f) => `${f.name}: ${valueOf(f.type)}`).join(', ')}}`;
  }
  if (isScalarType(type)) {
    const literals: Record<string, string> = {
      ID: `"${SOME_ID}"`,
      String: '"x"',
      Int: '1',
      Float: '1',
      Boolean: 'true',
      DateTimeISO: '"2026-01-01T00:00:00.000Z"',
      JSON: '{}',
      JSONObject: '{}',
    };
    const literal = literals[type.name];
    if (!literal) throw new Error(`no literal for scalar ${type.name}: add one`);
    return literal;
  }
  throw new Error(`unexpected input type ${String(type)}`);
}

/** Every table's rows, as one text per table: the token's own last_used_at, the error log recording the refusals (and its flood counter), and the cost bucket (a refusal's answer tells its level), aside. */
async function snapshot(): Promise<Record<string, string>> {
  const tables: { name: string }[] = await server.sql(
    `select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('api_tokens', 'mikro_orm_migrations', 'api_error_logs', 'rate_limit_counters', 'api_cost_buckets') order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await server.sql(`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as h from "${name}" t`);
    out[name] = row.h;
  }
  return out;
}

describe('a read token', () => {
  it('is refused FORBIDDEN by every mutation of the schema, and changes nothing', async () => {
    const schema = await buildGatewaySchema();
    const mutations = Object.values(schema.getMutationType()!.getFields());
    expect(mutations.length).toBeGreaterThan(30);
    const before = await snapshot();
    for (const field of mutations) {
      const args = field.args.filter((a) => isNonNullType(a.type));
      const argList = args.length ? `(${args.map((a) => `${a.name}: ${valueOf(a.type)}`).join(', ')})` : '';
      const returned = getNamedType(field.type);
      const selection = isObjectType(returned) ? ' { __typename }' : '';
      const query = `mutation { ${field.name}${argList}${selection} }`;
      const res = await server.gql(query, {}, read);
      expect([query, res.status, res.body.errors?.[0]?.extensions?.code, res.body.data]).toEqual([query, 403, 'FORBIDDEN', undefined]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('is refused 403 forbidden by every REST write, and changes nothing', async () => {
    const routes: { method: string; path: string }[] = [];
    const walk = (router: Router) => {
      for (const layer of router.stack as any[]) {
        if (layer.route) {
          for (const method of Object.keys(layer.route.methods)) routes.push({ method: method.toUpperCase(), path: layer.route.path });
        } else if (layer.handle?.stack) walk(layer.handle);
      }
    };
    walk(apiRouter(server.services, pino({ level: 'silent' })));
    const writes = routes.filter((r) => !['GET', 'HEAD', 'OPTIONS', '_ALL'].includes(r.method));
    expect(writes.length).toBeGreaterThan(30);
    const before = await snapshot();
    for (const { method, path } of writes) {
      const route = path.replace(/:\w+/g, SOME_ID);
      const res = await server.api(method, route, { token: read, body: {} });
      expect([method, path, res.status, res.body]).toEqual([method, path, 403, { type: 'forbidden', errors: [] }]);
    }
    expect(await snapshot()).toEqual(before);
  });
});
