import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { S3Storage, type S3StorageOptions } from './s3-storage.ts';
import { LocalDiskStorage, type FileStorage } from './storage.ts';

/**
 * The S3 options of the configuration, or null when no bucket is named (the local disk). A
 * configuration that cannot work is refused here, with the variables to fix, so the server does not
 * start and fail at the first upload.
 */
export function s3OptionsOf(config: Config): S3StorageOptions | null {
  const { FILES_S3_BUCKET: bucket, FILES_S3_ENDPOINT: endpoint, FILES_S3_ACCESS_KEY_ID: accessKeyId, FILES_S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (!bucket) {
    // Forgetting the bucket would otherwise keep the files on one instance's disk without a word.
    if (endpoint || accessKeyId || secretAccessKey || config.FILES_S3_FORCE_PATH_STYLE !== undefined) {
      throw new Error('FILES_S3_* settings are given without FILES_S3_BUCKET: name the bucket, or remove them to keep the files on the local disk');
    }
    return null;
  }
  if (!accessKeyId !== !secretAccessKey) throw new Error('FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY go together: set both, or neither on AWS');
  if (endpoint && !accessKeyId) {
    throw new Error('FILES_S3_ENDPOINT needs FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY: a store other than AWS has no AWS credential chain to fall back on');
  }
  return {
    bucket,
    stagingDir: join(config.filesDir, 'staging'),
    client: {
      region: config.FILES_S3_REGION,
      ...(endpoint ? { endpoint } : {}),
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      // Path style is what S3-compatible stores answer on a bare host; AWS wants the bucket in the host name.
      forcePathStyle: config.FILES_S3_FORCE_PATH_STYLE ?? !!endpoint,
      // The SDK's default checksums send streamed bodies as aws-chunked with a trailer, which many
      // S3-compatible stores refuse; AWS keeps them.
      ...(endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } as const : {}),
    },
  };
}

/** The store the configuration names: the bucket of FILES_S3_BUCKET, else the local disk under DATA_DIR/files. */
export async function storageOf(config: Config): Promise<FileStorage> {
  const s3 = s3OptionsOf(config);
  if (!s3) return new LocalDiskStorage(config.filesDir);
  const storage = new S3Storage(s3);
  await storage.checkCredentials();
  return storage;
}
