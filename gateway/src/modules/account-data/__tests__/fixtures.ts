import { signUp, type TestServer } from '../../../../test/harness.js';
import { answer, form, guess } from '../../predictions/__tests__/fixtures.js';
import { createEvent, createTimeline } from '../../timelines/__tests__/fixtures.js';

/** A user owning one of everything: a prediction with a guest's answer, a list with a reserved item, a timeline with an event, a contact request. */
export async function family(server: TestServer) {
  const owner = await signUp(server);
  const token = owner.token;
  const ok = (res: { status: number; body: unknown }, what: string) => {
    if (res.status >= 300) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: string };
  };
  const prediction = ok(await server.api('POST', '/predictions', { token, body: form() }), 'prediction');
  const guestAnswer = ok(await answer(server, prediction.id, guess({ userName: 'Tante Rose' })), 'answer');
  const wishlist = ok(await server.api('POST', '/wishlists', { token, body: { title: 'Liste de Jade' } }), 'wishlist');
  await server.api('PATCH', `/wishlists/${wishlist.id}`, { token, body: { visibility: 'public' } });
  const item = ok(await server.api('POST', `/wishlists/${wishlist.id}/items`, { token, body: { title: 'Poussette', price: 249 } }), 'item');
  const guestEmail = `mamie.${Math.random().toString(36).slice(2)}@example.fr`;
  ok(
    await server.api('POST', `/wishlists/${wishlist.id}/items/${item.id}/reserve`, {
      body: { name: 'Mamie Jo', email: guestEmail, message: 'Avec tout notre amour' },
    }),
    'reservation',
  );
  const timeline = await createTimeline(server, token, { title: 'La vie de Jade' });
  const event = await createEvent(server, token, timeline.id, { title: 'Premier sourire' });
  const contact = ok(
    await server.api('POST', '/contact', { token, body: { subject: 'Question', message: 'Bonjour, une question.' } }),
    'contact',
  );
  return { owner, prediction, guestAnswer, wishlist, item, guestEmail, timeline, event, contact };
}

/** Every row of every table that names the user, directly or through what they own: what erasure must leave empty. */
export async function rowsOwnedBy(server: TestServer, ids: { userId: string; email: string }) {
  const count = async (sql: string, params: unknown[]) =>
    (await server.sql<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0].n;
  const u = [ids.userId];
  return {
    users: await count(`users where id = $1`, u),
    predictions: await count(`predictions where owner_id = $1`, u),
    wishlists: await count(`wishlists where owner_id = $1`, u),
    timelines: await count(`timelines where owner_id = $1`, u),
    contact_requests: await count(`contact_requests where user_id = $1`, u),
    password_reset_tokens: await count(`password_reset_tokens where user_id = $1`, u),
    api_error_logs: await count(`api_error_logs where user_id = $1`, u),
    mail_outbox: await count(`mail_outbox where "to" = $1`, [ids.email]),
  };
}
