import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { FileStorage } from '../../platform/files/storage.ts';

/** The zip of one person's data (docs/privacy.md 'The export'): JSON per module and the person's files. */

export interface ZipFile {
  id: string;
  originalName: string;
  storedName: string;
}

/** A path separator or a control character (C0 or DEL). */
const unsafeInName = (c: string) => c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/**
 * The file's entry name: its id keeps names unique, the original name says what it is. Separators
 * and control characters are replaced, so no entry can climb out of `files/` when unpacked.
 */
export function fileEntryName(f: Pick<ZipFile, 'id' | 'originalName'>): string {
  const safe = [...f.originalName].map((c) => (unsafeInName(c) ? '_' : c)).join('').replace(/^\.+/, '_').slice(0, 120);
  return `files/${f.id}-${safe || 'file'}`;
}

/**
 * A stream of the zip. The files are read one after the other as the zip is written (a person may
 * have hundreds of megabytes of homework videos), through the storage interface, so the export
 * works the same on the disk and on a bucket.
 */
export function personalDataZip(json: Map<string, unknown>, files: ZipFile[], storage: FileStorage): Readable {
  const zip = new yazl.ZipFile();
  for (const [name, value] of json) zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 2)}\n`), name);
  for (const f of files) {
    // Photos and PDFs are compressed already; deflating them again costs time for nothing.
    zip.addReadStreamLazy(fileEntryName(f), { compress: false }, (cb) => cb(null, storage.read(f.storedName)));
  }
  zip.end();
  const out = zip.outputStream as Readable;
  // A file failing half-way (the store went away) fails the zip's stream, so no broken zip is kept.
  zip.on('error', (err: Error) => out.destroy(err));
  return out;
}
