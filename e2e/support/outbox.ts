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

/**
 * Marks the newest mail to an address failed, as the queue leaves a mail the SMTP server refused
 * for good (the browser tests run without SMTP_URL, where every mail is delivered locally): what
 * an operator then finds on /admin/mails.
 */
export async function failLastMailTo(to: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `update mail_outbox set status = 'failed', attempts = 1, sent_at = null,
              last_error = 'Can''t send mail: 550 5.1.1 <[redacted]>: Recipient address rejected'
        where id = (select id from mail_outbox where "to" = $1 order by created_at desc limit 1) returning id`,
      [to],
    );
    if (!rows[0]) throw new Error(`no mail to ${to} in the outbox`);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

/** A mail's delivery status, waiting up to 20 s for `status` (the queue's workers deliver it). */
export async function mailStatusBecomes(id: string, status: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    for (const deadline = Date.now() + 20_000; ;) {
      const { rows } = await client.query<{ status: string }>('select status from mail_outbox where id = $1', [id]);
      if (rows[0]?.status === status || Date.now() > deadline) return rows[0]?.status ?? 'missing';
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await client.end();
  }
}
