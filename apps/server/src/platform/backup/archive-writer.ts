import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Header, Pack, ReadEntry } from 'tar';
import { MANIFEST_NAME, type Manifest, type PartInfo } from './manifest.ts';

/**
 * Writes the backup as a gzipped tar, entry by entry, so no part is held in memory whole. A tar
 * header needs the size first, so a stream of unknown length is copied to `<out>.work/` and added
 * from there. The archive is written as `<out>.partial` and renamed when complete: a backup that
 * failed halfway never looks like a good one. It holds personal data, so only its owner may read it.
 */
export class ArchiveWriter {
  readonly parts: Record<string, PartInfo> = {};
  private readonly pack = new Pack({ gzip: true, portable: true });
  private readonly written: Promise<void>;
  /** Rejects when the output fails (a full disk): a write waiting for room would otherwise wait forever. */
  private readonly failed: Promise<never>;
  private readonly out: string;
  private readonly workDir: string;
  private tmpSeq = 0;

  private constructor(out: string) {
    this.out = out;
    this.workDir = `${out}.work`;
    this.written = pipeline(this.pack, createWriteStream(`${out}.partial`, { mode: 0o600 }));
    this.failed = this.written.then(() => new Promise<never>(() => {}), (err: unknown) => { throw err; });
    this.failed.catch(() => {});
  }

  static async create(out: string): Promise<ArchiveWriter> {
    const writer = new ArchiveWriter(out);
    await mkdir(writer.workDir, { recursive: true, mode: 0o700 });
    return writer;
  }

  /** A scratch path in the work directory, removed with it. */
  scratchPath(name: string): string {
    this.tmpSeq += 1;
    return `${this.workDir}/${this.tmpSeq}-${name}`;
  }

  /** Adds a file from disk under `name`, hashing it on the way. */
  async addFile(name: string, path: string): Promise<PartInfo> {
    const { size } = await stat(path);
    const entry = new ReadEntry(new Header({ path: name, size, type: 'File', mode: 0o600, mtime: new Date() }));
    this.pack.add(entry);
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(path)) {
      hash.update(chunk as Buffer);
      if (!entry.write(chunk as Buffer)) await Promise.race([once(entry, 'drain'), this.failed]);
    }
    entry.end();
    const info = { size, sha256: hash.digest('hex') };
    this.parts[name] = info;
    return info;
  }

  /** Adds a stream of unknown length: copied to the work directory first, then added. */
  async addStream(name: string, source: Readable): Promise<PartInfo> {
    const tmp = this.scratchPath('part');
    try {
      await pipeline(source, createWriteStream(tmp, { mode: 0o600 }));
      return await this.addFile(name, tmp);
    } finally {
      await rm(tmp, { force: true });
    }
  }

  /** Adds the manifest last (it holds the other parts' checksums), completes the archive and renames it into place. */
  async finish(manifest: Manifest): Promise<number> {
    const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    const entry = new ReadEntry(new Header({ path: MANIFEST_NAME, size: body.length, type: 'File', mode: 0o600, mtime: new Date() }));
    this.pack.add(entry);
    entry.end(body);
    this.pack.end();
    await this.written;
    await rename(`${this.out}.partial`, this.out);
    await rm(this.workDir, { recursive: true, force: true });
    return (await stat(this.out)).size;
  }

  /** Leaves nothing behind of a backup that failed. */
  async abort(): Promise<void> {
    this.pack.destroy();
    await this.written.catch(() => {});
    await rm(`${this.out}.partial`, { force: true });
    await rm(this.workDir, { recursive: true, force: true });
  }
}
