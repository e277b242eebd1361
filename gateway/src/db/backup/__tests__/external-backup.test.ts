import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { backupScript, backupTestBench, expectServed, ownerContentWithPhoto, tableSums } from './backup-helpers.js';
import { startExternalPostgres, type ExternalPostgres } from './external-postgres.js';

/**
 * The other two paths of `npm run backup` / `npm run restore`: an external database (DATABASE_URL,
 * a real PostgreSQL server of another major version than the embedded one, dumped and restored by
 * the real pg_dump and pg_restore) and photos in S3 (a local S3 server). The restore goes into a
 * second empty database and another bucket while the first bucket was emptied: every table holds
 * the same rows, the photo the same bytes, and the restored product serves a guest page.
 */
const SOURCE_BUCKET = 'cigogne-photos';
const TARGET_BUCKET = 'cigogne-photos-restored';
// s3rver accepts any credentials: these only need to sign
const S3_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_REGION: 'eu-west-3' };
const JWT_SECRET = 'backup-test-secret-of-at-least-32-characters';

const bench = backupTestBench();
let postgres: ExternalPostgres;
let s3: S3rver;
let s3Url: string;
let s3Client: S3Client;
beforeAll(async () => {
  postgres = await startExternalPostgres();
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: bench.folder('s3rver'),
    configureBuckets: [SOURCE_BUCKET, TARGET_BUCKET].map((name) => ({ name, configs: [] })),
  });
  s3Url = `http://127.0.0.1:${((await s3.run()) as AddressInfo).port}`;
  s3Client = new S3Client({
    endpoint: s3Url,
    region: S3_KEYS.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_KEYS.S3_ACCESS_KEY_ID, secretAccessKey: S3_KEYS.S3_SECRET_ACCESS_KEY },
  });
}, 180_000);
afterAll(async () => {
  await bench.cleanUp();
  s3Client?.destroy();
  await s3?.close();
  await postgres?.stop();
}, 60_000);

const keysIn = async (bucket: string) =>
  ((await s3Client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key!).sort();

/** What an operator sets: the external database, the bucket, and a DATA_DIR of no consequence. */
const setup = (databaseUrl: string, bucket: string) => ({
  DATABASE_URL: databaseUrl,
  S3_URL: s3Url,
  S3_BUCKET: bucket,
  ...S3_KEYS,
  JWT_SECRET,
  DATA_DIR: bench.folder('backup-datadir'),
});

describe('npm run backup / npm run restore of an external database with photos in S3', () => {
  it('restores every table into another empty database and the photo objects into another bucket; the product serves them', async () => {
    const sourceUrl = await postgres.createDatabase('cigogne_source');
    const live = await bench.gateway(setup(sourceUrl, SOURCE_BUCKET));
    const content = await ownerContentWithPhoto(live.url);
    const objects = await keysIn(SOURCE_BUCKET);
    expect(objects.length).toBeGreaterThanOrEqual(2); // the photo's full size and thumbnail

    // while the gateway serves
    const file = path.join(bench.folder('backup-file'), 'cigogne.tgz');
    const backup = await backupScript('backup', file, setup(sourceUrl, SOURCE_BUCKET));
    expect(backup.stdout).toMatch(new RegExp(`Backed up the DATABASE_URL database and ${objects.length} photo objects`));
    await bench.stop(live);
    const before = await tableSums(sourceUrl);

    // the bucket is lost: the photo bytes can only come from the backup
    await s3Client.send(new DeleteObjectsCommand({ Bucket: SOURCE_BUCKET, Delete: { Objects: objects.map((Key) => ({ Key })) } }));
    expect(await keysIn(SOURCE_BUCKET)).toEqual([]);

    const targetUrl = await postgres.createDatabase('cigogne_restored');
    // a bucket that does not exist is said, and the database is left empty: the right bucket's restore follows
    await expect(backupScript('restore', file, setup(targetUrl, 'cigogne-photos-missing'))).rejects.toThrow(
      /the bucket cigogne-photos-missing does not exist/,
    );
    expect(await tableSums(targetUrl)).toEqual({});
    const restored = await backupScript('restore', file, setup(targetUrl, TARGET_BUCKET));
    expect(restored.stdout).toMatch(
      new RegExp(`Restored the DATABASE_URL database and ${objects.length} photo objects from .* in [\\d.]+ s`),
    );
    process.stdout.write(`restore of the seeded database into PostgreSQL ${postgres.major}: ${restored.stdout}`);
    // the password travels in PGPASSWORD, never in what the scripts print
    const password = new URL(sourceUrl).password;
    expect(backup.output + restored.output).not.toContain(password);

    const after = await tableSums(targetUrl);
    expect(Object.keys(before).length).toBeGreaterThan(10);
    expect(after).toEqual(before);
    expect(before['public.photos'].rows).toBeGreaterThan(0);
    expect(before['public.photo_objects'].rows).toBe(0); // in S3, not in the database
    expect(await keysIn(TARGET_BUCKET)).toEqual(objects);

    // a second restore into the same database is refused: nothing is overwritten
    await expect(backupScript('restore', file, setup(targetUrl, TARGET_BUCKET))).rejects.toThrow(/not empty/);
    // without S3 settings the photo objects have nowhere to go: said before anything is restored
    const { S3_URL: _url, S3_BUCKET: _bucket, ...noS3 } = setup(await postgres.createDatabase('cigogne_no_s3'), TARGET_BUCKET);
    await expect(backupScript('restore', file, noS3)).rejects.toThrow(/photo objects from S3: set S3_URL/);

    await expectServed((await bench.gateway(setup(targetUrl, TARGET_BUCKET))).url, content);
  }, 600_000);
});
