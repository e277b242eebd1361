import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('answers readyz', async () => {
  const res = await fetch(`${server.url}/readyz`);
  expect(res.status).toBe(200);
});
