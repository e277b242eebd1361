import { ConfigError, type Variables } from './read-variables.js';

/**
 * PHOTO_* (docs/operations.md#photo-storage): the storage quota of an account, the upload rate of a
 * user, and the image work of this process (decodes at once, and uploads waiting their turn).
 */
export function photoLimits(variables: Variables) {
  return {
    quotaMb: variables.PHOTO_QUOTA_MB,
    uploadsPerUser: variables.PHOTO_UPLOAD_LIMIT_PER_USER,
    windowSeconds: variables.PHOTO_UPLOAD_LIMIT_WINDOW_SECONDS,
    workConcurrency: variables.PHOTO_WORK_CONCURRENCY,
    workQueue: variables.PHOTO_WORK_QUEUE,
  };
}

/** S3_*: object storage for photos when S3_URL is set; a half-configured bucket stops start-up rather than losing uploads. */
export function s3Storage(variables: Variables) {
  const url = variables.S3_URL;
  if (!url) return undefined;
  return {
    url,
    bucket: requiredWithS3('S3_BUCKET', variables.S3_BUCKET),
    region: variables.S3_REGION,
    accessKeyId: requiredWithS3('S3_ACCESS_KEY_ID', variables.S3_ACCESS_KEY_ID),
    secretAccessKey: requiredWithS3('S3_SECRET_ACCESS_KEY', variables.S3_SECRET_ACCESS_KEY),
  };
}

function requiredWithS3(name: string, value: string | undefined): string {
  if (!value) throw new ConfigError(`${name} must be set when S3_URL is`);
  return value;
}
