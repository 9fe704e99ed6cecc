// `npm run files:to-s3`: copies the files kept on the local disk (DATA_DIR/files) into the bucket of
// FILES_S3_BUCKET, before the server is started on the bucket. Safe to run again: it copies only
// what the bucket lacks. On the embedded PGlite, stop the server first (one process per data dir).
import { existsSync } from 'node:fs';
import { loadConfig } from './config.ts';
import { openDatabase } from './platform/db/client.ts';
import { copyLocalFilesToS3 } from './platform/files/copy-to-s3.ts';
import { S3Storage } from './platform/files/s3-storage.ts';
import { s3OptionsOf } from './platform/files/storage-of.ts';
import { LocalDiskStorage } from './platform/files/storage.ts';

const config = loadConfig();
const options = s3OptionsOf(config);
if (!options) {
  console.error('files:to-s3 copies into the bucket of FILES_S3_BUCKET: set it (with FILES_S3_ENDPOINT and the keys for a store other than AWS).');
  process.exit(1);
}
if (!config.DATABASE_URL && !existsSync(config.pgliteDir)) {
  console.error(`No database at ${config.pgliteDir}: set DATA_DIR (or DATABASE_URL) to the server's.`);
  process.exit(1);
}
const bucket = new S3Storage(options);
await bucket.checkCredentials();
await bucket.checkBucket();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.DATABASE_URL ? undefined : config.pgliteDir });
try {
  console.log(`Copying the files of ${config.filesDir} into the bucket ${bucket.bucket}…`);
  const counts = await copyLocalFilesToS3(handle.db, new LocalDiskStorage(config.filesDir), bucket);
  console.log(`copied: ${counts.copied}, already in the bucket: ${counts.alreadyThere}, missing on the local disk: ${counts.missingLocally}`);
  if (counts.missing.length) console.log(`missing: ${counts.missing.slice(0, 20).join(', ')}${counts.missing.length > 20 ? ` and ${counts.missing.length - 20} more` : ''}`);
} finally {
  await handle.close();
  await bucket.close();
}
