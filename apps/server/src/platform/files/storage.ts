import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where file bytes live. Local disk now; an S3-compatible store can implement the same four calls. */
export interface FileStorage {
  /** Writes a stream to a temporary place and returns its path, for checks before keeping it. */
  stage(source: Readable): Promise<{ path: string; size: number }>;
  keep(stagedPath: string, storedName: string): Promise<void>;
  discard(stagedPath: string): Promise<void>;
  read(storedName: string): Readable;
}

export class LocalDiskStorage implements FileStorage {
  private readonly root: string;
  constructor(root: string) {
    this.root = root;
  }

  async stage(source: Readable): Promise<{ path: string; size: number }> {
    const dir = join(this.root, 'staging');
    await mkdir(dir, { recursive: true });
    const path = join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
    await pipeline(source, createWriteStream(path));
    return { path, size: (await stat(path)).size };
  }

  async keep(stagedPath: string, storedName: string): Promise<void> {
    const dir = join(this.root, storedName.slice(0, 2));
    await mkdir(dir, { recursive: true });
    await rename(stagedPath, join(dir, storedName));
  }

  async discard(stagedPath: string): Promise<void> {
    await rm(stagedPath, { force: true });
  }

  read(storedName: string): Readable {
    return createReadStream(join(this.root, storedName.slice(0, 2), storedName));
  }
}
