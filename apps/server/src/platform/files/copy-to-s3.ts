import type { Queryable } from '../db/client.ts';
import { storedNamesAfter } from './files.repo.ts';
import type { S3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

export interface CopyToS3Counts {
  copied: number;
  alreadyThere: number;
  /** Rows whose bytes the local disk does not have (removed by hand, or never written). */
  missingLocally: number;
  /** The stored names of those rows, for the operator to look into. */
  missing: string[];
}

const PAGE = 200;
/** Uploads at a time: enough to hide each request's latency without crowding the store. */
const PARALLEL = 4;

/**
 * Copies every stored file that the bucket lacks from the local disk into it, for a school moving
 * its files to S3. What the bucket has is left alone (an object is written whole or not at all), so
 * a second run copies only what came since, e.g. uploads made while the first one ran.
 */
export async function copyLocalFilesToS3(db: Queryable, local: FileStorage, bucket: S3Storage): Promise<CopyToS3Counts> {
  const counts: CopyToS3Counts = { copied: 0, alreadyThere: 0, missingLocally: 0, missing: [] };
  const copyOne = async (storedName: string) => {
    if (await bucket.has(storedName)) {
      counts.alreadyThere += 1;
      return;
    }
    const bytes = await local.open(storedName);
    if (!bytes) {
      counts.missingLocally += 1;
      counts.missing.push(storedName);
      return;
    }
    const staged = await bucket.stage(bytes);
    try {
      await bucket.keep(staged.path, storedName);
    } catch (err) {
      await bucket.discard(staged.path);
      throw err;
    }
    counts.copied += 1;
  };
  let after: string | null = null;
  for (;;) {
    const page = await storedNamesAfter(db, after, PAGE);
    if (page.length === 0) return counts;
    for (let i = 0; i < page.length; i += PARALLEL) await Promise.all(page.slice(i, i + PARALLEL).map((f) => copyOne(f.storedName)));
    after = page.at(-1)!.id;
  }
}
