import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The product's database, as its operator reaches it: E2E_DATABASE_URL for a product started
 * elsewhere, otherwise the embedded PostgreSQL that `npm start` runs in E2E_DATA_DIR (its port is
 * in postmaster.pid; user and password are the embedded defaults of gateway/src/db/embedded-postgres.ts).
 */
function databaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('Reading the mail outbox needs E2E_DATABASE_URL (or the data dir of the server the tests started).');
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  return `postgres://postgres:cigogne@localhost:${port}/cigogne`;
}

export interface OutboxMail {
  subject: string;
  text: string;
  link: string | null;
}

/**
 * The newest mail to an address in the gateway's outbox (without SMTP_URL the outbox is the
 * delivery, see gateway/src/modules/mail), waiting up to 10 s for it.
 */
export async function lastMailTo(to: string): Promise<OutboxMail> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    for (const deadline = Date.now() + 10_000; ;) {
      const { rows } = await client.query<OutboxMail>(
        'select subject, text, link from mail_outbox where "to" = $1 order by created_at desc limit 1',
        [to],
      );
      if (rows[0]) return rows[0];
      if (Date.now() > deadline) throw new Error(`no mail to ${to} in the outbox`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await client.end();
  }
}
