import { afterAll, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import pino from 'pino';
import { DEFAULT_DATABASE } from '../../database.js';
import { databaseUrlFor, startEmbeddedPostgres } from '../../embedded-postgres.js';
import { backupScript, backupTestBench, expectServed, ownerContentWithPhoto, tableSums } from './backup-helpers.js';

/**
 * `npm run backup` of a running gateway's embedded database (seeded, with a photo), restored by
 * `npm run restore` into a fresh data folder: every table holds the same rows, the photo the same
 * bytes, and the restored product serves a guest page and the photo (the session too: the JWT
 * secret came along).
 */
const log = pino({ level: 'silent' });
const bench = backupTestBench();
afterAll(() => bench.cleanUp(), 60_000);

/** Every table of the embedded database in `dataDir` (the server started for the reading). */
async function embeddedSums(dataDir: string) {
  const server = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), persistent: true, log });
  try {
    return await tableSums(databaseUrlFor(server.url, DEFAULT_DATABASE));
  } finally {
    await server.stop();
  }
}

describe('npm run backup / npm run restore of the embedded database', () => {
  it('restores every table and a photo into a fresh data folder, and the restored product serves a guest page', async () => {
    const source = bench.folder('backup-source');
    const live = await bench.gateway({ DATA_DIR: source });
    const content = await ownerContentWithPhoto(live.url);

    // while the gateway serves
    const file = path.join(bench.folder('backup-file'), 'cigogne.tgz');
    expect((await backupScript('backup', file, { DATA_DIR: source })).stdout).toMatch(/Backed up the embedded database/);
    await bench.stop(live);
    const before = await embeddedSums(source);

    const target = bench.folder('backup-target');
    const restored = (await backupScript('restore', file, { DATA_DIR: target })).stdout;
    expect(restored).toMatch(/Restored the embedded database from .* in [\d.]+ s/);
    process.stdout.write(`restore of the seeded database: ${restored}`);
    const after = await embeddedSums(target);
    expect(Object.keys(before).length).toBeGreaterThan(10);
    expect(after).toEqual(before);
    expect(before['public.photo_objects'].rows).toBeGreaterThan(0);

    // a second restore into the same folder is refused: nothing is overwritten
    await expect(backupScript('restore', file, { DATA_DIR: target })).rejects.toThrow(/already holds a database/);

    await expectServed((await bench.gateway({ DATA_DIR: target })).url, content);
  }, 600_000);
});
