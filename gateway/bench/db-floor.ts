import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

/** A list with its prediction's first name (read for the owner), as the real route reads it. */
const WISHLIST_SQL = `select w.id, w.title, w.description, w.date, w.visibility, w.theme_color, w.cover, w.status, w.owner_id,
  w.created_at, w.updated_at, p.id as prediction_id, p.first_name as prediction_first_name
  from wishlists w left join predictions p on p.id = w.prediction_id where w.id = $1`;
/** Its items with their reservations: one statement whatever the number of items. */
const ITEMS_SQL = `select i.id, i.title, i.url, i.description, i.price_cents, i.image, i.category, i.created_at, i.updated_at,
  r.name as reserved_name, r.message as reserved_message, r.is_anonymous as reserved_anonymously, r.created_at as reserved_at
  from wishlist_items i left join reservations r on r.item_id = i.id where i.wishlist_id = $1`;

/**
 * The database floors: bare HTTP routes doing through the pg driver (no Express, no ORM, no auth)
 * what a route of the gateway cannot do with less, in the gateway's process so they share its event
 * loop; the ratio says what the framework layers cost.
 * - `/users/{id}`: the same single-row primary-key SELECT as `me`;
 * - `/wishlists/{id}`: a list and its items with their reservations, the two statements of
 *   `GET /api/wishlists/{id}`, both at once, the rows serialised as they come (JSON.stringify).
 */
export async function startDbFloor(databaseUrl: string, poolSize: number): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const answer = (res: ServerResponse, found: boolean, body: unknown) => {
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer((req, res) => {
    const [, kind, id = ''] = req.url?.split('/') ?? [];
    const read =
      kind === 'wishlists'
        ? Promise.all([pool.query(WISHLIST_SQL, [id]), pool.query(ITEMS_SQL, [id])]).then(([list, items]) =>
            answer(res, list.rows.length > 0, list.rows.length ? { ...list.rows[0], items: items.rows } : null),
          )
        : pool
            .query('select id, first_name, last_name, email, is_admin, language, created_at, last_login_at from users where id = $1', [id])
            .then(({ rows }) => answer(res, rows.length > 0, rows[0] ?? null));
    read.catch(() => {
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      // pool.end() resolves once it has asked its connections to close, not once they are closed:
      // a database stopped right after would end them first, and an idle connection's error is
      // re-emitted on the pool, with no listener here, as an uncaught exception
      const closing = pool.totalCount;
      const closed = new Promise<void>((resolve) => {
        let left = closing;
        if (!left) resolve();
        pool.on('remove', () => --left || resolve());
      });
      await pool.end();
      await closed;
    },
  };
}
