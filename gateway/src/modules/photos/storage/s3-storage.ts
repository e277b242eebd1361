import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../../config.js';
import type { PhotoStorage, StoredFile } from './photo-storage.js';

/** Photo bytes in an S3-compatible bucket (S3_URL...), kept private: the gateway serves them after its checks. */
export class S3PhotoStorage implements PhotoStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(s3: NonNullable<Config['s3']>) {
    this.bucket = s3.bucket;
    this.client = new S3Client({
      endpoint: s3.url,
      region: s3.region,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      // MinIO, Garage, Ceph and local servers address buckets by path, not by host name
      forcePathStyle: true,
    });
  }

  async put(key: string, { data, contentType }: StoredFile): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: contentType }));
  }

  async get(key: string): Promise<StoredFile | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const data = Buffer.from(await answer.Body!.transformToByteArray());
      return { data, contentType: answer.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (err instanceof NoSuchKey) return undefined;
      throw err;
    }
  }

  async delete(keys: string[]): Promise<void> {
    // one request deletes up to 1000 keys
    for (let i = 0; i < keys.length; i += 1000) {
      const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects, Quiet: true } }));
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}
