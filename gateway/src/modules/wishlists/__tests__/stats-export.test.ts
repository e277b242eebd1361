import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { guest, ownerWithItem } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/wishlists/{id}/stats', () => {
  it('counts available and reserved items per price band, bounds included below and excluded above', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server, { price: 0 });
    const prices = [9.99, 10, 24.99, 25, 49.99, 50, 99.99, 100, 199.99, 200, 1500];
    const ids: Record<number, string> = {};
    for (const price of prices) {
      const res = await server.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body: { title: `P${price}`, price } });
      ids[price] = res.body.id;
    }
    await server.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body: { title: 'Sans prix' } });
    for (const price of [10, 200, 99.99]) {
      expect((await server.api('POST', `/wishlists/${wishlistId}/items/${ids[price]}/reserve`, { body: guest() })).status).toBe(201);
    }
    expect((await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body: guest() })).status).toBe(201);
    const res = await server.api('GET', `/wishlists/${wishlistId}/stats`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { band: 'veryCheap', available: 1, reserved: 1 }, // 9.99; 0 reserved
      { band: 'cheap', available: 1, reserved: 1 }, // 24.99; 10 reserved
      { band: 'medium', available: 2, reserved: 0 }, // 25, 49.99
      { band: 'expensive', available: 1, reserved: 1 }, // 50; 99.99 reserved
      { band: 'veryExpensive', available: 2, reserved: 0 }, // 100, 199.99
      { band: 'ultraExpensive', available: 1, reserved: 1 }, // 1500; 200 reserved
    ]);
  });

  it('is for the owner only', async () => {
    const { wishlistId } = await ownerWithItem(server);
    const other = await signUp(server);
    expect((await server.api('GET', `/wishlists/${wishlistId}/stats`, { token: other.token })).status).toBe(404);
    expect((await server.api('GET', `/wishlists/${wishlistId}/stats`)).status).toBe(401);
  });
});

/** The file as a spreadsheet reads it: the BOM says UTF-8, then RFC 4180 fields split on `separator`. */
function readAsSpreadsheet(text: string, separator: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  return rows;
}

/** The reservation's date in Paris, as the owner's clock showed it. */
async function parisTime(reservationOf: string, en: boolean) {
  const [row] = await server.sql<{ at: string }>(
    `select to_char(created_at at time zone 'Europe/Paris', '${en ? 'YYYY-MM-DD HH24:MI' : 'DD/MM/YYYY HH24:MI'}') as at from reservations where name = $1`,
    [reservationOf],
  );
  return row!.at;
}

const download = (wishlistId: string, token: string) =>
  fetch(`${server.url}/api/wishlists/${wishlistId}/reservations.csv`, { headers: { authorization: `Bearer ${token}` } });
/** The bytes as text, the byte order mark kept (fetch's text() drops it, a spreadsheet reads it). */
const bytesOf = async (res: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());

describe('GET /api/wishlists/{id}/reservations.csv', () => {
  it('exports item, category, price, units, amount, name, message, date and thanks as an attachment, escaped, never the e-mail', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server, { price: 12.5 });
    const second = await server.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body: { title: '=HYPERLINK("x")' } });
    const g1 = guest({ name: '@Mamie "Jo"', message: '+33 6 12 34 56 78\nMerci' });
    const g2 = guest({ name: 'Secret', isAnonymous: true, message: '-1' });
    await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body: g1 });
    await server.api('POST', `/wishlists/${wishlistId}/items/${second.body.id}/reserve`, { body: g2 });
    const res = await download(wishlistId, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // the list's title names the file (non-ASCII in filename*, as RFC 6266 has it)
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''r%C3%A9servations%20-%20Liste%20de%20Jade.csv`);
    const text = await bytesOf(res);
    const rows = readAsSpreadsheet(text, ';');
    expect(rows[0]).toEqual(['article', 'catégorie', 'prix', 'quantité', 'montant', 'nom', 'message', 'date', 'remercié', 'remercié le']);
    expect(rows[1]).toEqual([
      'Poussette',
      'Sorties',
      '12,50',
      '1',
      '',
      '\'@Mamie "Jo"',
      "'+33 6 12 34 56 78\nMerci",
      await parisTime(g1.name, false),
      'non',
      '',
    ]);
    expect(rows[2]).toEqual([
      '\'=HYPERLINK("x")',
      '',
      '',
      '1',
      '',
      'Anonyme',
      "'-1",
      expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/),
      'non',
      '',
    ]);
    expect(text).not.toContain('Secret');
    expect(text).not.toContain(g1.email);
    expect(text).not.toContain(g2.email);
    expect(text).not.toContain('@example.fr');
  });

  it('in English: commas between fields, decimal points, English categories and dates', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server, { price: 1299.9, category: 'clothing' });
    await server.api('PATCH', '/auth/me', { token: owner.token, body: { language: 'en' } });
    const g = guest({ name: 'Aunt May' });
    await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body: g });
    const rows = readAsSpreadsheet(await bytesOf(await download(wishlistId, owner.token)), ',');
    expect(rows[0]![0]).toBe('item');
    expect(rows[1]).toEqual([
      'Poussette',
      'Clothing',
      '1299.90',
      '1',
      '',
      'Aunt May',
      'Avec tout notre amour',
      await parisTime('Aunt May', true),
      'no',
      '',
    ]);
  });

  it('is for the owner only', async () => {
    const { wishlistId } = await ownerWithItem(server);
    const other = await signUp(server);
    expect((await server.api('GET', `/wishlists/${wishlistId}/reservations.csv`, { token: other.token })).status).toBe(404);
    expect((await server.api('GET', `/wishlists/${wishlistId}/reservations.csv`)).status).toBe(401);
  });
});
