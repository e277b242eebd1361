import 'reflect-metadata';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { launchChromium, openPage } from '../../../test/offline-page.js';

// explorer/dist is built by `npm test` before the gateway suite (scripts/lib.mjs buildMissing)
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchChromium()]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('GET /graphql in a browser is GraphiQL, bundled: it runs a query with every request to this origin', async () => {
  const { page, requests, errors } = await openPage(browser, `${server.url}/graphql`);
  // the default query in the editor, the schema loaded (its introspection), then run
  await page.getByText('exampleWishlist').first().waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: /execute query/i }).click();
  // the answer: the example list's items
  const answer = page.locator('.result-window');
  await page.waitForFunction(
    // runs in the page
    () =>
      (globalThis as unknown as { document: { querySelector(s: string): { textContent: string } | null } }).document
        .querySelector('.result-window')
        ?.textContent.includes('"isReserved"'),
    null,
    { timeout: 30_000 },
  );
  expect(await answer.textContent()).toContain('"exampleWishlist"');
  if (process.env.SHOTS_DIR) {
    mkdirSync(process.env.SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/graphql-explorer-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/graphql-explorer-390.png` });
  }
  const origin = new URL(server.url).origin;
  expect(requests.some((url) => url === `${origin}/graphql` || url.startsWith(`${origin}/graphql/explorer/`))).toBe(true);
  expect(requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
  expect(errors).toEqual([]);
}, 90_000);

it("clients that ask for JSON still get Apollo, and no page loads Apollo's CDN landing page", async () => {
  const json = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
    headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
  });
  expect(await json.json()).toEqual({ data: { __typename: 'Query' } });
  const page = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
  const html = await page.text();
  expect(html).toContain('/graphql/explorer/');
  expect(html).not.toMatch(/apollographql|embeddable-sandbox|cdn\./);
  expect(page.headers.get('content-security-policy')).toContain("connect-src 'self'");
});
