import type { EntityManager } from '@mikro-orm/postgresql';
import type { PhotoStorage, StoredFile } from './photo-storage.js';

/** Photo bytes in the photo_objects table: shared by replicas, backed up with the rest. */
export class PostgresPhotoStorage implements PhotoStorage {
  constructor(private readonly em: EntityManager) {}

  async put(key: string, { data, contentType }: StoredFile): Promise<void> {
    await this.em.getConnection().execute(
      `insert into photo_objects (key, content_type, data) values (?, ?, ?)
         on conflict (key) do update set content_type = excluded.content_type, data = excluded.data`,
      [key, contentType, data],
    );
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const [row] = await this.em
      .getConnection()
      .execute<{ content_type: string; data: Buffer }[]>(`select content_type, data from photo_objects where key = ?`, [key]);
    return row && { data: row.data, contentType: row.content_type };
  }

  async delete(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.em.getConnection().execute(`delete from photo_objects where key in (${keys.map(() => '?').join(', ')})`, keys);
  }
}
