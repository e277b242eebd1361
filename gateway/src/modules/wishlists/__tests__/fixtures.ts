import { signUp, type TestServer } from '../../../../test/harness.js';

export const MISSING_ID = '11111111-1111-4111-8111-111111111111';

/** A signed-in owner with a public list of one item. */
export async function ownerWithItem(server: TestServer, item: Record<string, unknown> = {}) {
  const owner = await signUp(server);
  const list = await server.api('POST', '/wishlists', { token: owner.token, body: { title: 'Liste de Jade' } });
  if (list.status !== 201) throw new Error(`create failed: ${list.status} ${JSON.stringify(list.body)}`);
  const wishlistId: string = list.body.id;
  await server.api('PATCH', `/wishlists/${wishlistId}`, { token: owner.token, body: { visibility: 'public' } });
  const created = await server.api('POST', `/wishlists/${wishlistId}/items`, {
    token: owner.token,
    body: { title: 'Poussette', price: 249, category: 'outings', url: 'https://example.fr/poussette', ...item },
  });
  if (created.status !== 201) throw new Error(`item failed: ${created.status} ${JSON.stringify(created.body)}`);
  return { owner, wishlistId, itemId: created.body.id as string };
}

export const guest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mamie Jo',
  email: `mamie.${Math.random().toString(36).slice(2)}@example.fr`,
  message: 'Avec tout notre amour',
  ...overrides,
});

/** The cancel token in the guest's mail (the mail_outbox row an operator would read). */
export async function cancelTokenMailedTo(server: TestServer, email: string): Promise<{ wishlistId: string; token: string }> {
  const [mail] = await server.sql<{ link: string }>(`select link from mail_outbox where "to" = $1 order by created_at desc limit 1`, [
    email,
  ]);
  const match = /\/app\/wishlists\/([0-9a-f-]{36})\/items\/([A-Za-z0-9_-]+)\/cancel$/.exec(mail.link);
  if (!match) throw new Error(`no cancel link in ${mail.link}`);
  return { wishlistId: match[1], token: match[2] };
}

/** A guest's reservation of an item (units, or an amount on a group gift), signed out. */
export const reserveOn = (server: TestServer) => (wishlistId: string, itemId: string, body: unknown) =>
  server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body });
