import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { loadConfig } from '../../../config.js';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { createEvent, createTimeline } from '../../timelines/__tests__/fixtures.js';
import type { PhotoStorage } from '../storage/index.js';
import { PostgresPhotoStorage } from '../storage/postgres-storage.js';
import { S3PhotoStorage } from '../storage/s3-storage.js';
import { getPhoto, smallPng, uploadPhoto } from './fixtures.js';

const BUCKET = 'cigogne-photos';
// s3rver accepts any credentials: these only need to sign
const S3_ENV = { S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_REGION: 'eu-west-3' };

let s3: S3rver;
let s3Url: string;
let pgServer: TestServer;
let s3Server: TestServer;
beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(path.join(os.tmpdir(), 's3rver-')),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  s3Url = `http://127.0.0.1:${address.port}`;
  pgServer = await startTestServer();
  s3Server = await startTestServer({ S3_URL: s3Url, ...S3_ENV });
});
afterAll(async () => {
  await Promise.all([pgServer?.close(), s3Server?.close()]);
  await s3?.close();
});

/** The driver contract, the same for both. */
const drivers: [string, () => PhotoStorage][] = [
  ['PostgreSQL', () => new PostgresPhotoStorage(pgServer.orm.em.fork())],
  ['S3', () => new S3PhotoStorage({ url: s3Url, bucket: BUCKET, region: 'eu-west-3', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' })],
];

describe.each(drivers)('the %s photo storage', (_name, make) => {
  it('puts, gets, replaces and deletes files; a missing key is undefined, deleting one is no error', async () => {
    const storage = make();
    const key = `photos/${Math.random().toString(36).slice(2)}/full.webp`;
    const data = Buffer.from([0, 1, 2, 255, 254, 0, 10]);
    expect(await storage.get(key)).toBeUndefined();
    await storage.put(key, { data, contentType: 'image/webp' });
    expect(await storage.get(key)).toEqual({ data, contentType: 'image/webp' });
    await storage.put(key, { data: Buffer.from('second'), contentType: 'image/png' });
    expect(await storage.get(key)).toEqual({ data: Buffer.from('second'), contentType: 'image/png' });
    await storage.delete([key, `${key}.missing`]);
    expect(await storage.get(key)).toBeUndefined();
    await storage.delete([]);
  });
});

describe('the gateway on S3 (S3_URL set)', () => {
  it('stores uploads in the bucket, none in PostgreSQL, serves them, and deletes them with the photo', async () => {
    const owner = await signUp(s3Server);
    const timeline = await createTimeline(s3Server, owner.token, { visibility: 'public' });
    const event = await createEvent(s3Server, owner.token, timeline.id);
    const photo = (await uploadPhoto(s3Server, owner.token, timeline.id, event.id, await smallPng())).body;
    const client = new S3Client({
      endpoint: s3Url,
      region: 'eu-west-3',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const keys = async () =>
      ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `photos/${photo.id}/` }))).Contents ?? [])
        .map((o) => o.Key)
        .sort();
    expect(await keys()).toEqual([`photos/${photo.id}/full.webp`, `photos/${photo.id}/print.jpg`, `photos/${photo.id}/thumb.webp`]);
    expect((await s3Server.sql('select count(*)::int as n from photo_objects'))[0].n).toBe(0);
    const served = await getPhoto(s3Server, photo.thumbnailUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(
      (await s3Server.api('DELETE', `/timelines/${timeline.id}/events/${event.id}/photos/${photo.id}`, { token: owner.token })).status,
    ).toBe(204);
    expect(await keys()).toEqual([]);
    expect((await getPhoto(s3Server, photo.url)).status).toBe(404);
    client.destroy();
  });

  it('refuses to start with S3_URL but no bucket or keys', () => {
    expect(() => loadConfig({ S3_URL: s3Url })).toThrow(/S3_BUCKET must be set/);
    expect(() => loadConfig({ S3_URL: s3Url, S3_BUCKET: BUCKET })).toThrow(/S3_ACCESS_KEY_ID must be set/);
    expect(loadConfig({ S3_URL: s3Url, ...S3_ENV }).s3).toMatchObject({ url: s3Url, bucket: BUCKET, region: 'eu-west-3' });
    expect(loadConfig({}).s3).toBeUndefined();
  });
});
