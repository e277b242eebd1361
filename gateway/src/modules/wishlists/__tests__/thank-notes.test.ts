// docs/product.md#thank-you-notes: the family mails each guest a thank-you note from Cigogne, once,
// through a real SMTP peer; the database decides between double clicks and co-owners at once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { addCoOwner } from '../../co-owners/__tests__/fixtures.js';
import { eventually, startSmtpPeer, type Received } from '../../mail/__tests__/smtp-peer.js';
import { guest } from './fixtures.js';

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let server: TestServer;
beforeAll(async () => {
  peer = await startSmtpPeer();
  server = await startTestServer({
    WORKERS: 'true',
    SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
    MAIL_FROM: 'Cigogne <bonjour@cigogne.example>',
  });
});
afterAll(async () => {
  await server.close();
  await peer.close();
});

/** The mails the peer received for `to` whose subject is a thank-you note. */
const notesTo = (to: string) => peer.received.filter((m) => m.to.includes(to) && /^Subject: .*(remerciement|thank-you)/im.test(decoded(m)));
/** A received mail as text: quoted-printable and encoded words (RFC 2047) undone, UTF-8 read. */
const decoded = (m: Received) => {
  const bytes = (hex: string) => String.fromCharCode(parseInt(hex, 16));
  const latin1 = m.raw
    .replace(/\?=\s+=\?UTF-8\?([QB])\?/gi, '')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) => q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h) => bytes(h)))
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, b: string) => Buffer.from(b, 'base64').toString('latin1'))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h) => bytes(h));
  return Buffer.from(latin1, 'latin1').toString('utf8');
};
const headersOf = (m: Received) => m.raw.split(/\r?\n\r?\n/)[0];

async function setUp(guests: { name: string; language?: 'fr' | 'en' }[]) {
  const camille = await signUp(server, { firstName: 'Camille' });
  const list = await server.api('POST', '/wishlists', { token: camille.token, body: { title: 'Liste de Jade' } });
  const wishlistId: string = list.body.id;
  await server.api('PATCH', `/wishlists/${wishlistId}`, { token: camille.token, body: { visibility: 'public' } });
  const item = await server.api('POST', `/wishlists/${wishlistId}/items`, {
    token: camille.token,
    body: { title: 'Bodies', quantity: guests.length, price: 10 },
  });
  const itemId: string = item.body.id;
  const emails: string[] = [];
  for (const g of guests) {
    const body = guest({ name: g.name });
    emails.push(body.email);
    const res = await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, {
      body,
      headers: { 'accept-language': g.language === 'en' ? 'en-GB,en;q=0.9' : 'fr-FR,fr;q=0.9' },
    });
    expect(res.status).toBe(201);
  }
  const reservations = (await server.api('GET', `/wishlists/${wishlistId}`, { token: camille.token })).body.items[0].reservations;
  return { camille, wishlistId, itemId, emails, reservations: reservations as { id: string; name: string; language: string }[] };
}

const one = (w: { wishlistId: string; itemId: string }, reservationId: string) =>
  `/wishlists/${w.wishlistId}/items/${w.itemId}/reservations/${reservationId}/thanks`;

describe('one note', () => {
  it('mails the guest in their language, from the sender’s first name, escaped; marks them thanked; never twice', async () => {
    const w = await setUp([{ name: 'Granny Jo', language: 'en' }]);
    const [r] = w.reservations;
    expect(r).toMatchObject({ language: 'en', emailKept: true, thankNoteAt: null, thankedAt: null });
    const message = 'Dear {name},\r\nBcc: evil@attacker.example\n\nThank you! <script>alert(1)</script>';
    const sent = await server.api('POST', one(w, r.id), { token: w.camille.token, body: { message } });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ id: r.id, name: 'Granny Jo', emailKept: true });
    expect(sent.body.thankedAt).not.toBeNull();
    expect(sent.body.thankNoteAt).not.toBeNull();
    const [mail] = await eventually(
      () => notesTo(w.emails[0]),
      (m) => m.length > 0,
    );
    expect(mail.to).toEqual([w.emails[0]]);
    const text = decoded(mail);
    expect(text).toContain('Subject: A thank-you note from Camille');
    expect(text).toContain('Dear Granny Jo,');
    // the note is body text: no header of its own, markup shown and never run
    expect(headersOf(mail)).not.toMatch(/evil|^Bcc:/im);
    const html = text.slice(text.indexOf('Content-Type: text/html'));
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    // a second click: the database says it was sent, and nothing more is mailed
    expect(await server.api('POST', one(w, r.id), { token: w.camille.token, body: { message } })).toMatchObject({
      status: 409,
      body: { type: 'alreadyThanked' },
    });
    const outbox = await server.sql(`select kind, language from mail_outbox where "to" = $1 and kind = 'thankNote'`, [w.emails[0]]);
    expect(outbox).toEqual([{ kind: 'thankNote', language: 'en' }]);
  });

  it('the owner and a co-owner sending at once, several times each: one note, one mail', async () => {
    const w = await setUp([{ name: 'Mamie Jo' }]);
    const coOwner = await signUp(server, { firstName: 'Alex' });
    await addCoOwner(server, w.camille, coOwner, 'wishlists', w.wishlistId);
    const [r] = w.reservations;
    const answers = await Promise.all(
      [w.camille, coOwner, w.camille, coOwner, w.camille, coOwner].map((p) =>
        server.api('POST', one(w, r.id), { token: p.token, body: { message: 'Merci {name} !' } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.type === 'alreadyThanked')).toHaveLength(5);
    expect(await server.sql(`select count(*)::int as n from mail_outbox where "to" = $1 and kind = 'thankNote'`, [w.emails[0]])).toEqual([
      { n: 1 },
    ]);
    const [mail] = await eventually(
      () => notesTo(w.emails[0]),
      (m) => m.length > 0,
    );
    expect(decoded(mail)).toContain('Merci Mamie Jo !');
    expect(decoded(mail)).toMatch(/Subject: Un mot de remerciement de (Camille|Alex)/);
  });

  it('a guest whose address is no longer kept: 409 guestEmailNotKept, nothing changes; marking thanked still works', async () => {
    const w = await setUp([{ name: 'Tonton' }]);
    const [r] = w.reservations;
    await server.sql(`update reservations set email = null where id = $1`, [r.id]);
    const seen = (await server.api('GET', `/wishlists/${w.wishlistId}`, { token: w.camille.token })).body.items[0].reservations[0];
    expect(seen).toMatchObject({ emailKept: false });
    const res = await server.api('POST', one(w, r.id), { token: w.camille.token, body: { message: 'Merci !' } });
    expect(res).toMatchObject({ status: 409, body: { type: 'guestEmailNotKept', errors: [] } });
    expect(await server.sql(`select thanked_at, thank_note from reservations where id = $1`, [r.id])).toEqual([
      { thanked_at: null, thank_note: null },
    ]);
    const patch = `/wishlists/${w.wishlistId}/items/${w.itemId}/reservations/${r.id}`;
    expect((await server.api('PATCH', patch, { token: w.camille.token, body: { thanked: true } })).body.thankedAt).not.toBeNull();
  });

  it('bad input is a 422 on the field; another user and a visitor get 404 / 401 and change nothing', async () => {
    const w = await setUp([{ name: 'Mamie Jo' }]);
    const [r] = w.reservations;
    for (const body of [{}, { message: '   ' }, { message: 'x'.repeat(2001) }, { message: 42 }]) {
      const res = await server.api('POST', one(w, r.id), { token: w.camille.token, body });
      expect(res.status).toBe(422);
      expect(res.body.errors[0].path).toBe('message');
    }
    const other = await signUp(server);
    expect((await server.api('POST', one(w, r.id), { token: other.token, body: { message: 'Merci' } })).body).toEqual({
      type: 'notFound',
      errors: [],
    });
    expect((await server.api('POST', one(w, r.id), { body: { message: 'Merci' } })).status).toBe(401);
    expect((await server.api('POST', `/wishlists/${w.wishlistId}/thanks`, { token: other.token, body: { message: 'M' } })).status).toBe(
      404,
    );
    expect((await server.api('POST', `/wishlists/${w.wishlistId}/thanks`, { body: { message: 'M' } })).status).toBe(401);
    expect(await server.sql(`select thank_note, thanked_at from reservations where id = $1`, [r.id])).toEqual([
      { thank_note: null, thanked_at: null },
    ]);
    // the guest's address is never in an answer
    const read = await server.api('GET', `/wishlists/${w.wishlistId}`, { token: w.camille.token });
    expect(JSON.stringify(read.body)).not.toContain(w.emails[0]);
  });
});

describe('everyone', () => {
  it('queues one note per guest not yet thanked with a kept address, each with their name; twice at once sends each once', async () => {
    const w = await setUp([{ name: 'Mamie Jo' }, { name: 'Papi Lu', language: 'en' }, { name: 'Tata Zoé' }, { name: 'Oncle Paul' }]);
    const byName = Object.fromEntries(w.reservations.map((r, i) => [r.name, { ...r, email: w.emails[i] }]));
    await server.api('PATCH', `/wishlists/${w.wishlistId}/items/${w.itemId}/reservations/${byName['Tata Zoé'].id}`, {
      token: w.camille.token,
      body: { thanked: true },
    });
    await server.sql(`update reservations set email = null where id = $1`, [byName['Oncle Paul'].id]);
    const path = `/wishlists/${w.wishlistId}/thanks`;
    const answers = await Promise.all(
      [0, 1, 2].map(() => server.api('POST', path, { token: w.camille.token, body: { message: 'Merci {name}, vous êtes formidables.' } })),
    );
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect(answers.map((a) => a.body.queued).sort()).toEqual([0, 0, 2]);
    const jo = await eventually(
      () => notesTo(byName['Mamie Jo'].email),
      (m) => m.length > 0,
    );
    const lu = await eventually(
      () => notesTo(byName['Papi Lu'].email),
      (m) => m.length > 0,
    );
    expect(decoded(jo[0])).toContain('Merci Mamie Jo, vous êtes formidables.');
    expect(decoded(jo[0])).toContain('Subject: Un mot de remerciement de Camille');
    expect(decoded(lu[0])).toContain('Merci Papi Lu, vous êtes formidables.');
    expect(decoded(lu[0])).toContain('Subject: A thank-you note from Camille');
    const rows = await eventually(
      () => server.sql(`select name, thank_note, thank_note_at, thanked_at from reservations where item_id = $1 order by name`, [w.itemId]),
      (r) => r.filter((x) => x.thank_note_at).length === 2,
    );
    expect(rows.map((r) => [r.name, r.thank_note !== null, r.thank_note_at !== null, r.thanked_at !== null])).toEqual([
      ['Mamie Jo', true, true, true],
      ['Oncle Paul', false, false, false],
      ['Papi Lu', true, true, true],
      ['Tata Zoé', false, false, true],
    ]);
    // each guest once, however many runs asked
    expect(
      await server.sql(`select "to", count(*)::int as n from mail_outbox where kind = 'thankNote' and "to" = any($1) group by 1`, [
        w.emails,
      ]),
    ).toHaveLength(2);
    expect(notesTo(byName['Mamie Jo'].email)).toHaveLength(1);
    // a guest already sent a note cannot be sent one again
    expect((await server.api('POST', one(w, byName['Mamie Jo'].id), { token: w.camille.token, body: { message: 'Encore' } })).status).toBe(
      409,
    );
  });

  it('the same over GraphQL; the notes are in the account export', async () => {
    const w = await setUp([{ name: 'Mamie Jo' }, { name: 'Papi Lu' }]);
    const SEND = `mutation($w: ID!, $i: ID!, $r: ID!, $m: String!) {
      sendThankNote(wishlistId: $w, itemId: $i, reservationId: $r, input: { message: $m }) { id thankedAt thankNoteAt emailKept language }
    }`;
    const ALL = `mutation($w: ID!, $m: String!) { thankEveryone(wishlistId: $w, input: { message: $m }) { queued } }`;
    const sent = await server.gql(SEND, { w: w.wishlistId, i: w.itemId, r: w.reservations[0].id, m: 'Merci {name} !' }, w.camille.token);
    expect(sent.body.data.sendThankNote).toMatchObject({ id: w.reservations[0].id, emailKept: true, language: 'fr' });
    expect(sent.body.data.sendThankNote.thankNoteAt).not.toBeNull();
    const again = await server.gql(SEND, { w: w.wishlistId, i: w.itemId, r: w.reservations[0].id, m: 'x' }, w.camille.token);
    expect(again.body.errors[0].extensions.code).toBe('alreadyThanked');
    expect((await server.gql(ALL, { w: w.wishlistId, m: 'Merci {name} !' }, w.camille.token)).body.data.thankEveryone).toEqual({
      queued: 1,
    });
    const other = await signUp(server);
    expect((await server.gql(ALL, { w: w.wishlistId, m: 'M' }, other.token)).body.errors[0].extensions.code).toBe('notFound');
    const exported = await server.api('GET', '/auth/me/export', { token: w.camille.token });
    const notes = JSON.stringify(exported.body);
    expect(notes).toContain('Merci Mamie Jo !');
    expect(notes).toContain('Merci Papi Lu !');
    for (const email of w.emails) expect(notes).not.toContain(email);
  });
});

describe('the daily mail cap', () => {
  let capped: TestServer;
  beforeAll(async () => {
    capped = await startTestServer({ MAIL_LIMIT_PER_RECIPIENT_PER_DAY: '1' });
  });
  afterAll(() => capped.close());

  it('a guest whose cap is spent (their reservation mail) gets no note: 429, nothing marked', async () => {
    const camille = await signUp(capped, { firstName: 'Camille' });
    const { wishlistId, itemId } = await (async () => {
      const list = await capped.api('POST', '/wishlists', { token: camille.token, body: { title: 'Liste' } });
      await capped.api('PATCH', `/wishlists/${list.body.id}`, { token: camille.token, body: { visibility: 'public' } });
      const item = await capped.api('POST', `/wishlists/${list.body.id}/items`, { token: camille.token, body: { title: 'Hochet' } });
      return { wishlistId: list.body.id as string, itemId: item.body.id as string };
    })();
    expect((await capped.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body: guest() })).status).toBe(201);
    const [r] = (await capped.api('GET', `/wishlists/${wishlistId}`, { token: camille.token })).body.items[0].reservations;
    const res = await capped.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reservations/${r.id}/thanks`, {
      token: camille.token,
      body: { message: 'Merci' },
    });
    expect(res).toMatchObject({ status: 429, body: { type: 'tooManyRequests' } });
    expect(await capped.sql(`select thank_note, thanked_at from reservations where id = $1`, [r.id])).toEqual([
      { thank_note: null, thanked_at: null },
    ]);
  });
});
