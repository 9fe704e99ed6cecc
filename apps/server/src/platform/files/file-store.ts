import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileRecord } from '@portal/contracts';
import type { Db } from '../db/client.ts';
import { storedFiles } from '../db/platform.tables.ts';
import type { StagedUpload } from './receive-upload.ts';
import type { UrlSigner } from './signed-url.ts';
import type { FileStorage } from './storage.ts';

/** Keeps uploaded and generated files with their rows, and hands out signed links to them. */
export class FileStore {
  readonly storage: FileStorage;
  private readonly db: Db;
  private readonly signer: UrlSigner;
  constructor(db: Db, storage: FileStorage, signer: UrlSigner) {
    this.db = db;
    this.storage = storage;
    this.signer = signer;
  }

  async keepUpload(staged: StagedUpload, ownerId: number, use: string): Promise<FileRecord> {
    const id = randomUUID();
    const storedName = `${id}.${staged.ext}`;
    await this.storage.keep(staged.path, storedName);
    await this.db.insert(storedFiles).values({ id, ownerId, use, originalName: staged.fileName, storedName, mime: staged.mime, size: staged.size });
    return { id, fileName: staged.fileName, fileUrl: this.signer.sign('uploadfiles', id, staged.fileName) };
  }

  /** A file the portal made (an export, a template): served from /files/… */
  async saveGenerated(bytes: Buffer, fileName: string, mime: string, ownerId: number | null): Promise<FileRecord> {
    const staged = await this.storage.stage(Readable.from(bytes));
    const id = randomUUID();
    const ext = fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() : 'bin';
    const storedName = `${id}.${ext}`;
    await this.storage.keep(staged.path, storedName);
    await this.db.insert(storedFiles).values({ id, ownerId, use: 'generated', originalName: fileName, storedName, mime, size: staged.size });
    return { id, fileName, fileUrl: this.signer.sign('files', id, fileName) };
  }
}
