import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { StagingDir } from './staging-dir.ts';

/**
 * Where file bytes live: the local disk (LocalDiskStorage) or an S3-compatible bucket (S3Storage),
 * chosen by storageOf. Staging is on local disk for both.
 */
export interface FileStorage {
  /**
   * Writes a stream to a temporary place and returns its path, for checks before keeping it. When
   * the stream fails (an aborted or truncated upload) nothing is left behind.
   */
  stage(source: Readable): Promise<{ path: string; size: number }>;
  keep(stagedPath: string, storedName: string): Promise<void>;
  discard(stagedPath: string): Promise<void>;
  /**
   * The stored bytes. A file that is not there fails the stream with an error whose `code` is
   * 'ENOENT' on every store, so readers tell a lost file from a failing store the same way.
   */
  read(storedName: string): Readable;
  /**
   * The stored bytes once the store has found them, or null when it has no such file: for a
   * download, which must choose its answer before it sends the file's headers.
   */
  open(storedName: string): Promise<Readable | null>;
  remove(storedName: string): Promise<void>;
  /** Removes staged files older than `before`: those of a process that died while receiving them. */
  sweepStaging(before: Date): Promise<number>;
  /** Releases what the store holds open (an S3 client's sockets), when the app closes. */
  close(): Promise<void>;
}

export class LocalDiskStorage implements FileStorage {
  private readonly root: string;
  private readonly staging: StagingDir;
  constructor(root: string) {
    this.root = root;
    this.staging = new StagingDir(join(root, 'staging'));
  }

  private pathOf(storedName: string) {
    return join(this.root, storedName.slice(0, 2), storedName);
  }

  stage(source: Readable): Promise<{ path: string; size: number }> {
    return this.staging.stage(source);
  }

  async keep(stagedPath: string, storedName: string): Promise<void> {
    const dir = join(this.root, storedName.slice(0, 2));
    await mkdir(dir, { recursive: true });
    await rename(stagedPath, join(dir, storedName));
  }

  discard(stagedPath: string): Promise<void> {
    return this.staging.discard(stagedPath);
  }

  read(storedName: string): Readable {
    return createReadStream(this.pathOf(storedName));
  }

  async open(storedName: string): Promise<Readable | null> {
    try {
      return (await open(this.pathOf(storedName), 'r')).createReadStream();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async remove(storedName: string): Promise<void> {
    await rm(this.pathOf(storedName), { force: true });
  }

  sweepStaging(before: Date): Promise<number> {
    return this.staging.sweep(before);
  }

  async close(): Promise<void> {}
}
