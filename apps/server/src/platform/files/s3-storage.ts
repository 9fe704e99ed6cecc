import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { FileStorage } from './storage.ts';
import { StagingDir } from './staging-dir.ts';

export interface S3StorageOptions {
  bucket: string;
  /** Local directory for uploads being checked; the bucket only ever receives kept files. */
  stagingDir: string;
  client: S3ClientConfig;
}

/**
 * File bytes in an S3-compatible bucket, one object per stored name, so that several instances of
 * the server serve the same files. Uploads are staged on local disk first: the checks (sniffing,
 * zip inspection) read a local path.
 */
export class S3Storage implements FileStorage {
  readonly bucket: string;
  private readonly client: S3Client;
  private readonly staging: StagingDir;
  constructor(opts: S3StorageOptions) {
    this.bucket = opts.bucket;
    this.client = new S3Client(opts.client);
    this.staging = new StagingDir(opts.stagingDir);
  }

  stage(source: Readable): Promise<{ path: string; size: number }> {
    return this.staging.stage(source);
  }

  async keep(stagedPath: string, storedName: string): Promise<void> {
    // A stream body of unknown length would need chunked signing, which S3-compatible stores do
    // not all accept; the staged file's size is known.
    const { size } = await stat(stagedPath);
    // The SDK does not retry a request with a stream body (it cannot rewind it); the staged file can
    // be read again, so a dropped connection or a store's 5xx is retried here.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: storedName, Body: createReadStream(stagedPath), ContentLength: size }));
        break;
      } catch (err) {
        if (attempt >= PUT_ATTEMPTS || !isTransient(err)) throw err;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
    await rm(stagedPath, { force: true });
  }

  discard(stagedPath: string): Promise<void> {
    return this.staging.discard(stagedPath);
  }

  read(storedName: string): Readable {
    return new ObjectStream(async (signal) => {
      const body = await this.body(storedName, signal);
      if (!body) throw missingObject(this.bucket, storedName);
      return body;
    });
  }

  open(storedName: string): Promise<Readable | null> {
    return this.body(storedName);
  }

  private async body(storedName: string, abortSignal?: AbortSignal): Promise<Readable | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: storedName }), { abortSignal });
      return res.Body as Readable;
    } catch (err) {
      if (isMissingKey(err)) return null;
      throw err;
    }
  }

  async remove(storedName: string): Promise<void> {
    // S3 answers a delete of a missing key with success, as the local disk's rm with force.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: storedName }));
  }

  sweepStaging(before: Date): Promise<number> {
    return this.staging.sweep(before);
  }

  /** Whether the bucket holds the stored name (for the copy from local disk, which skips what is there). */
  async has(storedName: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: storedName }));
      return true;
    } catch (err) {
      if (statusOf(err) === 404) return false;
      throw err;
    }
  }

  /**
   * Loads the credentials the requests will be signed with, so that a server without any fails at
   * start instead of at its first upload. Without keys in the configuration on AWS, the SDK's chain
   * (environment, profile, instance role) supplies them.
   */
  async checkCredentials(): Promise<void> {
    try {
      await this.client.config.credentials();
    } catch (err) {
      throw new Error('FILES_S3_BUCKET is set but no credentials for it were found: set FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY, or give the process AWS credentials (environment, profile, instance role)', { cause: err });
    }
  }

  /** Fails with a sentence naming the bucket when it cannot be reached (absent, refused, wrong endpoint). */
  async checkBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const status = statusOf(err);
      const why = status === 404 ? 'it does not exist' : status === 403 ? 'access is denied' : (err as Error).message;
      throw new Error(`The files bucket ${this.bucket} cannot be used: ${why}`, { cause: err });
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

const PUT_ATTEMPTS = 3;

const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** No answer (the connection failed) or the store's own failure: worth another try, unlike a refusal (4xx). */
const isTransient = (err: unknown) => {
  const status = statusOf(err);
  return status === undefined || status >= 500 || status === 429;
};

/** A missing key, not a missing bucket (a configuration fault that must not pass for a lost file). */
const isMissingKey = (err: unknown) => (err as Error).name === 'NoSuchKey';

/** The local disk's error for a file that is not there, so readers handle both stores alike. */
function missingObject(bucket: string, key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOENT: no object ${key} in bucket ${bucket}`), { code: 'ENOENT' });
}

/**
 * The object's bytes, asked for on the first read (read() must answer a stream at once, as the disk
 * does). Destroying the stream aborts the request or releases the body's connection.
 */
class ObjectStream extends Readable {
  private body: Readable | null = null;
  private started = false;
  private readonly abort = new AbortController();
  private readonly open: (signal: AbortSignal) => Promise<Readable>;
  constructor(open: (signal: AbortSignal) => Promise<Readable>) {
    super();
    this.open = open;
  }

  override _read(): void {
    if (this.body) {
      this.body.resume();
      return;
    }
    if (this.started) return;
    this.started = true;
    this.open(this.abort.signal).then((body) => {
      if (this.destroyed) {
        body.destroy();
        return;
      }
      this.body = body;
      body.on('data', (chunk: Buffer) => { if (!this.push(chunk)) body.pause(); });
      body.on('end', () => this.push(null));
      body.on('error', (err) => this.destroy(err));
    }, (err: Error) => this.destroy(err));
  }

  override _destroy(err: Error | null, callback: (error?: Error | null) => void): void {
    this.abort.abort();
    this.body?.destroy();
    callback(err);
  }
}
