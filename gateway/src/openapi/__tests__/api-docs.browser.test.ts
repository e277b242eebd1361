import 'reflect-metadata';
import { expect, it } from '@jest/globals';
import { offOrigin, openPage, screenshots, serverAndBrowser } from '../../../test/offline-page.js';

const started = serverAndBrowser();

it('GET /api/docs renders the reference of /api from this origin alone', async () => {
  const { page, requests, errors } = await openPage(started.browser, `${started.server.url}/api/docs`);
  await page.getByRole('heading', { name: 'Cigogne REST API' }).waitFor({ timeout: 30_000 });
  // the routes, grouped by their first path segment: the first group open, the others in the sidebar
  await page.getByText('Create an account').first().waitFor();
  for (const group of ['wishlists', 'predictions', 'timelines', 'admin']) await page.getByText(group, { exact: true }).first().waitFor();
  await screenshots(page, 'api-docs');
  const origin = new URL(started.server.url).origin;
  expect(requests.length).toBeGreaterThanOrEqual(3);
  expect(offOrigin(requests, origin)).toEqual([]);
  expect(errors).toEqual([]);
}, 90_000);

it('only the reference page gets its own Content-Security-Policy', async () => {
  const docs = await started.server.api('GET', '/docs');
  expect(docs.headers.get('content-security-policy')).toContain("connect-src 'self'");
  expect(docs.headers.get('content-security-policy')).toContain("script-src 'self';");
  const other = await started.server.api('GET', '/wishlists/example');
  expect(other.headers.get('content-security-policy')).not.toBe(docs.headers.get('content-security-policy'));
});
