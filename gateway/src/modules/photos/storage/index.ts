import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../../config.js';
import type { PhotoStorage } from './photo-storage.js';
import { PostgresPhotoStorage } from './postgres-storage.js';
import { S3PhotoStorage } from './s3-storage.js';

export type { PhotoStorage, StoredFile } from './photo-storage.js';

/** The configured driver (docs/operations.md#photo-storage): S3 when S3_URL is set, PostgreSQL otherwise. */
export function createPhotoStorage(config: Config, em: EntityManager): PhotoStorage {
  return config.s3 ? new S3PhotoStorage(config.s3) : new PostgresPhotoStorage(em);
}
