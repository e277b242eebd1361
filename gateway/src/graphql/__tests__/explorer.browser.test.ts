import 'reflect-metadata';
import { expect, it } from '@jest/globals';
import { offOrigin, openPage, screenshots, serverAndBrowser } from '../../../test/offline-page.js';

// explorer/dist is built by `npm test` before the gateway suite (scripts/lib.mjs buildMissing)
const started = serverAndBrowser();

it('GET /graphql in a browser is GraphiQL, bundled: it runs a query with every request to this origin', async () => {
  const { page, requests, errors } = await openPage(started.browser, `${started.server.url}/graphql`);
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
  await screenshots(page, 'graphql-explorer');
  const origin = new URL(started.server.url).origin;
  expect(requests.some((url) => url === `${origin}/graphql` || url.startsWith(`${origin}/graphql/explorer/`))).toBe(true);
  expect(offOrigin(requests, origin)).toEqual([]);
  expect(errors).toEqual([]);
}, 90_000);

it("clients that ask for JSON still get Apollo, and no page loads Apollo's CDN landing page", async () => {
  const json = await fetch(`${started.server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
    headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
  });
  expect(await json.json()).toMatchObject({ data: { __typename: 'Query' } });
  const page = await fetch(`${started.server.url}/graphql`, { headers: { accept: 'text/html' } });
  const html = await page.text();
  expect(html).toContain('/graphql/explorer/');
  expect(html).not.toMatch(/apollographql|embeddable-sandbox|cdn\./);
  expect(page.headers.get('content-security-policy')).toContain("connect-src 'self'");
});
