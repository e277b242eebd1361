/** A stored file: its bytes and their media type. */
export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/**
 * Where photo bytes live (docs/operations.md#photo-storage): PostgreSQL by default, S3-compatible
 * object storage when configured. Keys are opaque to the drivers.
 */
export interface PhotoStorage {
  put(key: string, file: StoredFile): Promise<void>;
  /** The file, or undefined when there is none under `key`. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Deletes what exists of `keys` (missing ones are no error). */
  delete(keys: string[]): Promise<void>;
}
