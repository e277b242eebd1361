import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { photoKey, STORED_VARIANTS } from '../../modules/photos/photo-urls.js';
import type { PhotoStorage } from '../../modules/photos/storage/index.js';

const INDEX = 'index.json';

/** Copies every photo object of the database at `databaseUrl` from `storage` (S3) into `dir`; returns how many. */
export async function exportPhotos(databaseUrl: string, storage: PhotoStorage, dir: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let ids: string[];
  try {
    ids = (await client.query<{ id: string }>('select id from photos order by id')).rows.map((r) => r.id);
  } finally {
    await client.end();
  }
  const index: Array<{ key: string; contentType: string }> = [];
  for (const id of ids)
    for (const variant of STORED_VARIANTS) {
      const key = photoKey(id, variant);
      const file = await storage.get(key);
      if (!file) continue; // a photo deleted since the list was read, or one stored before print renditions
      mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
      writeFileSync(path.join(dir, key), file.data);
      index.push({ key, contentType: file.contentType });
    }
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, INDEX), JSON.stringify(index));
  return index.length;
}

/** Puts every object `exportPhotos` left in `dir` back into `storage`; returns how many. */
export async function importPhotos(dir: string, storage: PhotoStorage): Promise<number> {
  const index = JSON.parse(readFileSync(path.join(dir, INDEX), 'utf8')) as Array<{ key: string; contentType: string }>;
  for (const { key, contentType } of index) await storage.put(key, { data: readFileSync(path.join(dir, key)), contentType });
  return index.length;
}
