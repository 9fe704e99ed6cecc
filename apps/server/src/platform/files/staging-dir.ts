import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The local directory where uploads wait while they are checked (sniffed, sized, unzipped) before
 * a store keeps them: every store stages on local disk, since the checks read a local path.
 */
export class StagingDir {
  readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
  }

  /** Writes the stream to a new file; when the stream fails (an aborted upload) nothing is left behind. */
  async stage(source: Readable): Promise<{ path: string; size: number }> {
    await mkdir(this.dir, { recursive: true });
    const path = join(this.dir, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
    try {
      await pipeline(source, createWriteStream(path));
    } catch (err) {
      await rm(path, { force: true });
      throw err;
    }
    return { path, size: (await stat(path)).size };
  }

  async discard(stagedPath: string): Promise<void> {
    await rm(stagedPath, { force: true });
  }

  /** Removes staged files older than `before`: those of a process that died while receiving them. */
  async sweep(before: Date): Promise<number> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const path = join(this.dir, name);
      const info = await stat(path).catch(() => null);
      if (info && info.mtime < before) {
        await rm(path, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
