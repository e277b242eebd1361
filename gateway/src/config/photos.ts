import { ConfigError, intVar, urlVar, type Env } from './env.js';

/**
 * PHOTO_* (docs/operations.md#photo-storage): the storage quota of an account, the upload rate of a
 * user, and the image work of this process (decodes at once, and uploads waiting their turn).
 */
export function photoLimits(env: Env) {
  return {
    quotaMb: intVar(env, 'PHOTO_QUOTA_MB', 500, 1, 1_000_000),
    uploadsPerUser: intVar(env, 'PHOTO_UPLOAD_LIMIT_PER_USER', 60, 1, 100_000),
    windowSeconds: intVar(env, 'PHOTO_UPLOAD_LIMIT_WINDOW_SECONDS', 3600, 1, 24 * 3600),
    workConcurrency: intVar(env, 'PHOTO_WORK_CONCURRENCY', 1, 1, 16),
    workQueue: intVar(env, 'PHOTO_WORK_QUEUE', 8, 0, 1000),
  };
}

/** S3_*: object storage for photos when S3_URL is set; a half-configured bucket stops start-up rather than losing uploads. */
export function s3Storage(env: Env) {
  const url = urlVar(env, 'S3_URL', ['http', 'https']);
  if (!url) return undefined;
  return {
    url,
    bucket: requiredWithS3(env, 'S3_BUCKET'),
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: requiredWithS3(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: requiredWithS3(env, 'S3_SECRET_ACCESS_KEY'),
  };
}

function requiredWithS3(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`${name} must be set when S3_URL is`);
  return value;
}
