import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

/**
 * The database floor: a bare HTTP route doing the same single-row primary-key SELECT as `me`
 * through the pg driver (no Express, no ORM, no auth), in the gateway's process so it shares its
 * event loop. `me` cannot be faster than this; the ratio says what the framework layers cost.
 */
export async function startDbFloor(databaseUrl: string, poolSize: number): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const server: Server = createServer((req, res) => {
    const id = req.url?.split('/').pop() ?? '';
    pool
      .query('select id, first_name, last_name, email, is_admin, language, created_at, last_login_at from users where id = $1', [id])
      .then(({ rows }) => {
        res.writeHead(rows.length ? 200 : 404, { 'content-type': 'application/json' });
        res.end(JSON.stringify(rows[0] ?? null));
      })
      .catch(() => {
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
