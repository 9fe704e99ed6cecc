import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where file bytes live. Local disk now; an S3-compatible store can implement the same calls. */
export interface FileStorage {
  /**
   * Writes a stream to a temporary place and returns its path, for checks before keeping it. When
   * the stream fails (an aborted or truncated upload) nothing is left behind.
   */
  stage(source: Readable): Promise<{ path: string; size: number }>;
  keep(stagedPath: string, storedName: string): Promise<void>;
  discard(stagedPath: string): Promise<void>;
  read(storedName: string): Readable;
  remove(storedName: string): Promise<void>;
  /** Removes staged files older than `before`: those of a process that died while receiving them. */
  sweepStaging(before: Date): Promise<number>;
}

export class LocalDiskStorage implements FileStorage {
  private readonly root: string;
  constructor(root: string) {
    this.root = root;
  }

  private get stagingDir() {
    return join(this.root, 'staging');
  }

  private pathOf(storedName: string) {
    return join(this.root, storedName.slice(0, 2), storedName);
  }

  async stage(source: Readable): Promise<{ path: string; size: number }> {
    await mkdir(this.stagingDir, { recursive: true });
    const path = join(this.stagingDir, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
    try {
      await pipeline(source, createWriteStream(path));
    } catch (err) {
      await rm(path, { force: true });
      throw err;
    }
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
    return createReadStream(this.pathOf(storedName));
  }

  async remove(storedName: string): Promise<void> {
    await rm(this.pathOf(storedName), { force: true });
  }

  async sweepStaging(before: Date): Promise<number> {
    const names = await readdir(this.stagingDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const path = join(this.stagingDir, name);
      const info = await stat(path).catch(() => null);
      if (info && info.mtime < before) {
        await rm(path, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
