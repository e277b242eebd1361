import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openStream, WISHLIST_CHANGED } from '../../../../test/live-stream.js';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { addCoOwner, addCoParent, createPage } from '../../co-owners/__tests__/fixtures.js';

/**
 * The parents' first names on guest pages (the wizard's header, the public list's banner): the
 * owner's by default, a co-owner's only when they allow it, never a last name or an e-mail.
 */
let server: TestServer;
beforeAll(async () => {
  // the server-rendered pages need the web app built with its server bundles (like wishlists.privacy.test.ts)
  // a generous render budget: on a loaded machine a late render would be the plain page
  server = await startTestServer({ SSR_BUDGET_MS: '60000' }, { warmUpRendering: true });
});
afterAll(() => server.close());

const setChoice = (token: string, firstNameToGuests: string) => server.api('PATCH', '/auth/me', { token, body: { firstNameToGuests } });

/** What a visitor reads of a public prediction and a public list: REST, GraphQL, and the list's server HTML. */
async function visitorReads(predictionId: string, wishlistId: string) {
  const rest = [(await server.api('GET', `/predictions/${predictionId}`)).body, (await server.api('GET', `/wishlists/${wishlistId}`)).body];
  const gql = (
    await server.gql(`query($p: ID!, $w: ID!) { prediction(id: $p) { parents } wishlist(id: $w) { parents } }`, {
      p: predictionId,
      w: wishlistId,
    })
  ).body.data;
  const page = (path: string) => fetch(`${server.url}/app/${path}`, { headers: { 'accept-language': 'fr-FR' } }).then((r) => r.text());
  const html = (await page(`wishlists/${wishlistId}`)) + (await page(`predictions/${predictionId}`));
  expect(html).toContain('data-ssr="fr"');
  return {
    parents: [rest[0].parents, rest[1].parents, gql.prediction.parents, gql.wishlist.parents],
    text: JSON.stringify(rest) + JSON.stringify(gql),
    html,
  };
}

describe('firstNameToGuests', () => {
  it('is ownPages by default, changed by PATCH /auth/me and updateMe, and refuses another value with a 422', async () => {
    const user = await signUp(server);
    expect((await server.api('GET', '/auth/me', { token: user.token })).body.firstNameToGuests).toBe('ownPages');
    expect((await setChoice(user.token, 'everyPage')).body.firstNameToGuests).toBe('everyPage');
    const viaGql = await server.gql(`mutation { updateMe(input: { firstNameToGuests: never }) { firstNameToGuests } }`, {}, user.token);
    expect(viaGql.body.data.updateMe.firstNameToGuests).toBe('never');
    const bad = await setChoice(user.token, 'always');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(['firstNameToGuests']);
    expect((await server.api('GET', '/auth/me', { token: user.token })).body.firstNameToGuests).toBe('never');
  });
});

it('names the owner and the co-owners who allow it; a co-owner who did not is absent everywhere a visitor reads', async () => {
  const owner = await signUp(server, { firstName: 'Léa', lastName: 'Marchetti' });
  const willing = await signUp(server, { firstName: 'Hugo', lastName: 'Bernardini' });
  const shy = await signUp(server, { firstName: 'Gwendoline', lastName: 'Quesnel' });
  const predictionId = await createPage(server, owner.token, 'predictions', { visibility: 'public' });
  const wishlistId = await createPage(server, owner.token, 'wishlists');
  expect((await server.api('PATCH', `/wishlists/${wishlistId}`, { token: owner.token, body: { visibility: 'public' } })).status).toBe(200);
  // Hugo co-owns both as the co-parent, Gwendoline each page on its own
  await addCoParent(server, owner, willing);
  await addCoOwner(server, owner, shy, 'predictions', predictionId);
  await addCoOwner(server, owner, shy, 'wishlists', wishlistId);

  // by default, the owner only: a co-owner opts in
  let read = await visitorReads(predictionId, wishlistId);
  for (const parents of read.parents) expect(parents).toEqual(['Léa']);
  expect(read.html).toContain('Léa');

  expect((await setChoice(willing.token, 'everyPage')).status).toBe(200);
  read = await visitorReads(predictionId, wishlistId);
  for (const parents of read.parents) expect(parents).toEqual(['Léa', 'Hugo']);
  // the server's page shows the change at once (the choice bumps the page's version)
  expect(read.html).toContain('Hugo');
  for (const text of [read.text, read.html]) {
    expect(text).not.toContain('Gwendoline');
    for (const secret of ['Marchetti', 'Bernardini', 'Quesnel', owner.credentials.email, willing.credentials.email, shy.credentials.email])
      expect(text).not.toContain(secret);
  }

  // the owner may withdraw too; an open guest page hears of it by the live stream, which names no one
  const stream = await openStream(server.url, { query: WISHLIST_CHANGED, variables: { id: wishlistId } });
  await stream.settle();
  expect((await setChoice(owner.token, 'never')).status).toBe(200);
  const event = await stream.next(30_000);
  expect(event.data.data.wishlistChanged).toEqual({ wishlistId });
  stream.close();
  expect(stream.raw()).not.toMatch(/Léa|Hugo|Gwendoline/);
  read = await visitorReads(predictionId, wishlistId);
  for (const parents of read.parents) expect(parents).toEqual(['Hugo']);
  expect(read.html).not.toContain('Léa');
});
