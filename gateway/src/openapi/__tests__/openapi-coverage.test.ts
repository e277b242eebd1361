import 'reflect-metadata';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { restRoutes } from '../../../test/fuzz/surface.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';

/** `/wishlists/:id` and `/wishlists/{itemId}` both become `/wishlists/{}`: parameter names may differ. */
const shape = (path: string) => path.replace(/:\w+|\{\w+\}/g, '{}');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('the document describes every route of /api, and nothing else', async () => {
  // the real router of /api, built as app.ts builds it (as the fuzz tests walk it): a new route
  // without its `<feature>.openapi.ts` entry fails here
  const routes = restRoutes(server.services).map((r) => `${r.method} ${shape(r.path)}`);
  expect(routes.length).toBeGreaterThan(60);
  const { status, body } = await server.api('GET', '/openapi.json');
  expect(status).toBe(200);
  const documented = Object.entries(body.paths as Record<string, object>).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${shape(path)}`),
  );
  // the reference page's own script (docs.routes.ts)
  expect(routes.filter((r) => !documented.includes(r) && r !== 'GET /docs/start.js')).toEqual([]);
  expect(documented.filter((r) => !routes.includes(r))).toEqual([]);
});

it('request bodies are the input classes’ own rules', async () => {
  const { body } = await server.api('GET', '/openapi.json');
  const reserve = body.components.schemas.ReserveInput;
  expect(reserve.required).toEqual(['name', 'email']);
  expect(reserve.additionalProperties).toBe(false);
  expect(reserve.properties.name).toMatchObject({ type: 'string', minLength: 1, maxLength: 50 });
  expect(reserve.properties.quantity).toEqual({ anyOf: [{ type: 'integer', minimum: 1, maximum: 99 }, { type: 'null' }] });
  // a PATCH body requires nothing
  expect(body.components.schemas.WishlistPatchInputPartial.required).toEqual([]);
  expect(body.paths['/wishlists/{id}/items/{itemId}/reserve'].post.requestBody.content['application/json'].schema).toEqual({
    $ref: '#/components/schemas/ReserveInput',
  });
});
