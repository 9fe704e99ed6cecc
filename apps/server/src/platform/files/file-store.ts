import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { formatBytes, type FileRecord } from '@portal/contracts';
import type { Db, Queryable } from '../db/client.ts';
import { BizError } from '../http/errors.ts';
import { scheduleJob } from '../jobs/job-queue.ts';
import { deleteGenerated, deleteIfUnattached, findFile, insertFile, lockedUploadBytes, markAttached } from './files.repo.ts';
import type { StagedUpload } from './receive-upload.ts';
import type { UrlSigner } from './signed-url.ts';
import type { FileStorage } from './storage.ts';

/** The job that removes an upload nobody attached within UNATTACHED_TTL_MS. */
export const REMOVE_UNATTACHED_JOB = 'files.remove-unattached';
export const UNATTACHED_TTL_MS = 24 * 3600 * 1000;

export interface FileStoreOptions {
  /** What one user may keep in uploads. */
  quotaBytes: number;
}

/** Keeps uploaded and generated files with their rows, and hands out signed links to them. */
export class FileStore {
  readonly storage: FileStorage;
  private readonly db: Db;
  private readonly signer: UrlSigner;
  private readonly quotaBytes: number;
  constructor(db: Db, storage: FileStorage, signer: UrlSigner, opts: FileStoreOptions) {
    this.db = db;
    this.storage = storage;
    this.signer = signer;
    this.quotaBytes = opts.quotaBytes;
  }

  /**
   * Keeps a staged upload within the owner's quota and schedules its removal in case no record
   * attaches it. The staged file is discarded when the upload is refused.
   */
  async keepUpload(staged: StagedUpload, ownerId: number, use: string): Promise<FileRecord> {
    const id = randomUUID();
    const storedName = `${id}.${staged.ext}`;
    try {
      await this.db.transaction(async (tx) => {
        const used = await lockedUploadBytes(tx, ownerId);
        if (used + staged.size > this.quotaBytes) throw new BizError('90015', { limit: formatBytes(this.quotaBytes) });
        await insertFile(tx, { id, ownerId, use, originalName: staged.fileName, storedName, mime: staged.mime, size: staged.size });
        await scheduleJob(tx, REMOVE_UNATTACHED_JOB, `${REMOVE_UNATTACHED_JOB}:${id}`, new Date(Date.now() + UNATTACHED_TTL_MS), { id });
        // Moved last, so that a failure above leaves no kept file without its row.
        await this.storage.keep(staged.path, storedName);
      });
    } catch (err) {
      await this.storage.discard(staged.path);
      throw err;
    }
    return { id, fileName: staged.fileName, fileUrl: this.signer.sign('uploadfiles', id, staged.fileName) };
  }

  /**
   * Called by a domain when its record refers to uploads (a homework, an application's documents):
   * they are kept from then on. Only the owner's own uploads are marked; the ids marked are returned,
   * so the caller can refuse ids that are not the user's.
   */
  attach(db: Queryable, ids: readonly string[], ownerId: number): Promise<string[]> {
    return markAttached(db, ids, ownerId);
  }

  /**
   * A signed link to an upload, for a domain that has already checked the reader may have it (a
   * homework shown to its owner, its class's teachers and staff).
   */
  uploadLink(id: string, fileName: string): string {
    return this.signer.sign('uploadfiles', id, fileName);
  }

  /** A signed download link to a generated file its domain keeps (a submitted resume's PDF). */
  generatedLink(id: string, fileName: string): string {
    return this.signer.sign('files', id, fileName);
  }

  /**
   * A signed link that shows a PDF in the browser instead of downloading it (`/inline/…`, served
   * with a sandboxing CSP): an upload sniffed as PDF, or a PDF the portal generated (a resume
   * preview); for a domain that has checked the reader may see it. Other types are never inline.
   */
  inlineLink(id: string, fileName: string): string {
    return this.signer.sign('inline', id, fileName);
  }

  /** The job's work: removes the upload unless a record attached it meanwhile. Idempotent. */
  async removeIfUnattached(id: string): Promise<boolean> {
    const storedName = await deleteIfUnattached(this.db, id);
    if (storedName) await this.storage.remove(storedName);
    await this.storage.sweepStaging(new Date(Date.now() - UNATTACHED_TTL_MS));
    return !!storedName;
  }

  /** The bytes of a stored file, for a domain that has checked the reader may have them (a resume's photo in its PDF). */
  async bytes(id: string): Promise<Buffer | null> {
    const file = await findFile(this.db, id);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.storage.read(file.storedName)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Removes a generated file that its domain no longer refers to (a superseded PDF, an expired preview). */
  async removeGenerated(id: string): Promise<void> {
    const storedName = await deleteGenerated(this.db, id);
    if (storedName) await this.storage.remove(storedName);
  }

  /** A file the portal made (an export, a template): served from /files/… */
  saveGenerated(bytes: Buffer, fileName: string, mime: string, ownerId: number | null): Promise<FileRecord> {
    return this.saveGeneratedStream(Readable.from(bytes), fileName, mime, ownerId);
  }

  /** The same for a file made as a stream (a zip of a person's files), which need not fit in memory. */
  async saveGeneratedStream(source: Readable, fileName: string, mime: string, ownerId: number | null): Promise<FileRecord> {
    const staged = await this.storage.stage(source);
    const id = randomUUID();
    const ext = fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() : 'bin';
    const storedName = `${id}.${ext}`;
    await this.storage.keep(staged.path, storedName);
    await insertFile(this.db, { id, ownerId, use: 'generated', originalName: fileName, storedName, mime, size: staged.size });
    return { id, fileName, fileUrl: this.signer.sign('files', id, fileName) };
  }
}
