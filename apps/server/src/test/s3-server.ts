import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

/** A real S3-protocol server (s3rver) on loopback, its objects in a temporary directory. */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The configuration that points the app's files at this server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's built-in account: it checks signatures against this key pair. */
const S3RVER_KEY = 'S3RVER';

export async function startS3Server(bucket = 'portal-files'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { FILES_S3_BUCKET: bucket, FILES_S3_ENDPOINT: endpoint, FILES_S3_ACCESS_KEY_ID: S3RVER_KEY, FILES_S3_SECRET_ACCESS_KEY: S3RVER_KEY },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** What a file test runs on: the configuration of one store, and how to stop what it started. */
export interface FileStoreUnderTest {
  env: Record<string, string>;
  close(): Promise<void>;
}

/** The stores every core file test runs against: the default local disk, and S3 on an s3rver of the test's own. */
export const fileStores: { store: string; start: () => Promise<FileStoreUnderTest> }[] = [
  { store: 'local disk', start: async () => ({ env: {}, close: async () => {} }) },
  { store: 'S3', start: () => startS3Server() },
];

/**
 * The app of a store's test file: started on the store before its tests, with mba01 signed in, and
 * closed after them. Read its fields inside the tests (they are set by the hook).
 */
export function appOnStore(start: () => Promise<FileStoreUnderTest>): { t: TestApp; token: string; store: FileStoreUnderTest } {
  const on = {} as { t: TestApp; token: string; store: FileStoreUnderTest };
  beforeAll(async () => {
    on.store = await start();
    on.t = await startTestApp(on.store.env);
    on.token = (await on.t.login('mba01')).token;
  });
  afterAll(async () => {
    await on.t.close();
    await on.store.close();
  });
  return on;
}
