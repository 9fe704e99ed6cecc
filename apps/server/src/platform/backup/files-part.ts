import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../files/storage.ts';
import type { ArchiveWriter } from './archive-writer.ts';
import { FILES_PREFIX } from './manifest.ts';

export interface FileRef { id: string; storedName: string }

/**
 * Copies the bytes of every row into the archive through the storage interface (local disk or a
 * bucket alike). A row whose bytes the storage does not have is reported, not fatal: the rest of
 * the backup is still worth having. A failure on the writing side (a full disk) is fatal.
 */
export async function backupFiles(storage: FileStorage, rows: readonly FileRef[], writer: ArchiveWriter): Promise<{ kept: number; missing: FileRef[] }> {
  const missing: FileRef[] = [];
  let kept = 0;
  for (const row of rows) {
    const scratch = writer.scratchPath('file');
    let sourceFailed = false;
    try {
      let source: Readable;
      try {
        source = storage.read(row.storedName);
      } catch (err) {
        sourceFailed = true;
        throw err;
      }
      source.once('error', () => { sourceFailed = true; });
      await pipeline(source, createWriteStream(scratch, { mode: 0o600 }));
      await writer.addFile(`${FILES_PREFIX}${row.storedName}`, scratch);
      kept += 1;
    } catch (err) {
      if (!sourceFailed) throw err;
      missing.push(row);
    } finally {
      await rm(scratch, { force: true });
    }
  }
  return { kept, missing };
}

/** Files written to the storage's staging area during a restore, kept only once the database is in place. */
export class StagedFiles {
  private readonly storage: FileStorage;
  private readonly staged: { storedName: string; path: string }[] = [];
  constructor(storage: FileStorage) {
    this.storage = storage;
  }

  async add(storedName: string, stream: Readable): Promise<void> {
    const { path } = await this.storage.stage(stream);
    this.staged.push({ storedName, path });
  }

  get names(): Set<string> {
    return new Set(this.staged.map((s) => s.storedName));
  }

  async keepAll(): Promise<number> {
    for (const s of this.staged) await this.storage.keep(s.path, s.storedName);
    return this.staged.length;
  }

  async discardAll(): Promise<void> {
    for (const s of this.staged) await this.storage.discard(s.path).catch(() => {});
  }
}

/** Removes the bytes of files the replaced database had and the backup does not: nothing refers to them any more. */
export async function removeOrphans(storage: FileStorage, before: readonly FileRef[], restored: Set<string>): Promise<number> {
  let removed = 0;
  for (const { storedName } of before) {
    if (restored.has(storedName)) continue;
    await storage.remove(storedName);
    removed += 1;
  }
  return removed;
}
