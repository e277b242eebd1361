import 'reflect-metadata';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import SwaggerParser from '@apidevtools/swagger-parser';
import { checkAnswers, type RecordedAnswer } from '../../../test/api-contract.js';
import { signUp, startTestServer, type TestServer } from '../../../test/harness.js';

// The check scripts/test.mjs runs over every REST test's answers (test/check-api-contract.ts), here
// on a few answers of its own: it passes on real answers, and fails when the document is wrong.
let server: TestServer;
let doc: any;
const answers: RecordedAnswer[] = [];
const call = async (method: string, path: string, options: { body?: unknown; token?: string } = {}) => {
  const answer = await server.api(method, path, options);
  answers.push({ method, path, status: answer.status, contentType: answer.headers.get('content-type'), body: answer.body });
  return answer;
};

beforeAll(async () => {
  server = await startTestServer();
  doc = (await server.api('GET', '/openapi.json')).body;
  const { token } = await signUp(server);
  const list = await call('POST', '/wishlists', { token, body: { title: 'Liste de Jade' } });
  await call('POST', `/wishlists/${list.body.id}/items`, { token, body: { title: 'Poussette', price: 249 } });
  await call('GET', `/wishlists/${list.body.id}`, { token });
  await call('GET', '/wishlists', { token });
  await call('GET', '/wishlists');
  await call('POST', '/wishlists', { token, body: { title: '' } });
  await call('DELETE', `/wishlists/${list.body.id}`, { token });
  await call('GET', '/no-such-route');
});
afterAll(() => server.close());

it('the document is valid OpenAPI 3.1 (swagger-parser)', async () => {
  await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
  expect(doc.openapi).toBe('3.1.0');
});

it('real answers, successes and failures, match the document', () => {
  expect(answers.map((a) => a.status)).toEqual([201, 201, 200, 200, 401, 422, 204, 404]);
  expect(checkAnswers(doc, answers)).toEqual([]);
});

it('fails when a schema says otherwise than the answers', () => {
  const broken = structuredClone(doc);
  broken.components.schemas.WishlistItem.properties.price = { type: 'string' };
  expect(checkAnswers(broken, answers)).toEqual([
    'POST /wishlists/{id}/items 201: data/price must be string',
    'GET /wishlists/{id} 200: data/items/0/price must be string',
  ]);
});

it('fails on an undocumented status, and on a route the document lacks', () => {
  const broken = structuredClone(doc);
  delete broken.paths['/wishlists'].post.responses['422'];
  delete broken.paths['/wishlists/{id}'].delete;
  expect(checkAnswers(broken, answers)).toEqual([
    'POST /wishlists 422: status not documented',
    expect.stringMatching(/^DELETE \/wishlists\/[0-9a-f-]+ 204: no such operation/),
  ]);
});
