import type { Readable } from 'node:stream';
import type { FileStorage } from '../../platform/files/storage.ts';
import { safeZipName, zipStream } from '../../platform/files/zip-stream.ts';

/** The zip of one person's data (docs/privacy.md 'The export'): JSON per module and the person's files. */

export interface ZipFile {
  id: string;
  originalName: string;
  storedName: string;
}

/**
 * The file's entry name: its id keeps names unique, the original name says what it is. Separators
 * and control characters are replaced, so no entry can climb out of `files/` when unpacked.
 */
export function fileEntryName(f: Pick<ZipFile, 'id' | 'originalName'>): string {
  return `files/${f.id}-${safeZipName(f.originalName)}`;
}

/**
 * A stream of the zip (platform/files/zip-stream.ts): a person may have hundreds of megabytes of
 * homework videos, read one after the other as the zip is written.
 */
export function personalDataZip(json: Map<string, unknown>, files: ZipFile[], storage: FileStorage): Readable {
  const buffers = new Map([...json].map(([name, value]) => [name, Buffer.from(`${JSON.stringify(value, null, 2)}\n`)]));
  return zipStream({ buffers, files: files.map((f) => ({ entryName: fileEntryName(f), storedName: f.storedName })) }, storage);
}
