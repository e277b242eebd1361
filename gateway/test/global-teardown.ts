import pg from 'pg';

export default async function globalTeardown(): Promise<void> {
  const serverUrl = process.env.CIGOGNE_TEST_SERVER_URL;
  if (serverUrl && process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists "${process.env.CIGOGNE_TEST_TEMPLATE}" with (force)`);
    await client.end();
  }
  await globalThis.__cigogneTestDb?.stop();
}
