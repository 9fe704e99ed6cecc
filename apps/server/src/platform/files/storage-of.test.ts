import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { s3OptionsOf, storageOf } from './storage-of.ts';
import { S3Storage } from './s3-storage.ts';
import { LocalDiskStorage } from './storage.ts';

const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/srv/portal', ...env });
const keys = { FILES_S3_ACCESS_KEY_ID: 'key', FILES_S3_SECRET_ACCESS_KEY: 'secret' };

describe('storageOf', () => {
  it('keeps the files on the local disk when no bucket is named', async () => {
    expect(s3OptionsOf(config({}))).toBeNull();
    expect(await storageOf(config({}))).toBeInstanceOf(LocalDiskStorage);
  });

  it('uses the bucket when one is named, staging under DATA_DIR/files/staging', async () => {
    const storage = await storageOf(config({ FILES_S3_BUCKET: 'portal-files', FILES_S3_ENDPOINT: 'http://127.0.0.1:9000', ...keys }));
    expect(storage).toBeInstanceOf(S3Storage);
    await storage.close();
    expect(s3OptionsOf(config({ FILES_S3_BUCKET: 'portal-files', FILES_S3_ENDPOINT: 'http://127.0.0.1:9000', ...keys }))).toMatchObject({
      bucket: 'portal-files', stagingDir: '/srv/portal/files/staging',
      client: { region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, credentials: { accessKeyId: 'key', secretAccessKey: 'secret' } },
    });
  });

  it('puts the bucket in the host name on AWS unless told otherwise', () => {
    expect(s3OptionsOf(config({ FILES_S3_BUCKET: 'portal-files', FILES_S3_REGION: 'ap-east-1' }))?.client).toEqual({ region: 'ap-east-1', forcePathStyle: false });
    expect(s3OptionsOf(config({ FILES_S3_BUCKET: 'portal-files', FILES_S3_FORCE_PATH_STYLE: 'true' }))?.client.forcePathStyle).toBe(true);
    expect(s3OptionsOf(config({ FILES_S3_BUCKET: 'portal-files', FILES_S3_ENDPOINT: 'http://s3.local', FILES_S3_FORCE_PATH_STYLE: 'false', ...keys }))?.client.forcePathStyle).toBe(false);
  });

  it('refuses a custom endpoint without keys', () => {
    expect(() => s3OptionsOf(config({ FILES_S3_BUCKET: 'portal-files', FILES_S3_ENDPOINT: 'http://127.0.0.1:9000' })))
      .toThrow('FILES_S3_ENDPOINT needs FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY');
  });

  it('refuses half a key pair', () => {
    expect(() => s3OptionsOf(config({ FILES_S3_BUCKET: 'portal-files', FILES_S3_ACCESS_KEY_ID: 'key' }))).toThrow('go together');
    expect(() => s3OptionsOf(config({ FILES_S3_BUCKET: 'portal-files', FILES_S3_SECRET_ACCESS_KEY: 'secret' }))).toThrow('go together');
  });

  it('refuses S3 settings without a bucket rather than keeping the files on one disk', () => {
    expect(() => s3OptionsOf(config({ FILES_S3_ENDPOINT: 'http://127.0.0.1:9000', ...keys }))).toThrow('without FILES_S3_BUCKET');
  });

  it('refuses a bucket name S3 would not accept', () => {
    expect(() => config({ FILES_S3_BUCKET: 'ab' })).toThrow('a bucket name of 3 to 63');
    expect(() => config({ FILES_S3_BUCKET: 'Portal_Files' })).toThrow('a bucket name of 3 to 63');
  });
});
