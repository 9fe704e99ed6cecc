import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { FileStorage } from './storage.ts';

/**
 * A zip written as a stream: small generated parts from memory, stored files read one after the
 * other as the zip is written, through the storage interface, so a zip of hundreds of megabytes
 * (a person's data, a class's homework) never has to fit in memory and works on disk and bucket alike.
 */

export interface ZipStoredEntry {
  /** The entry's path in the zip; make it with safeZipName. */
  entryName: string;
  storedName: string;
}

/** A path separator or a control character (C0 or DEL). */
const unsafeInName = (c: string) => c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/**
 * A name that stays one entry when unpacked: separators and control characters become '_', a
 * leading dot too (no hidden or '..' names), cut to `max` characters; empty becomes `fallback`.
 */
export function safeZipName(name: string, max = 120, fallback = 'file'): string {
  const safe = [...name].map((c) => (unsafeInName(c) ? '_' : c)).join('').replace(/^\.+/, '_');
  return [...safe].slice(0, max).join('') || fallback;
}

export function zipStream(parts: { buffers?: Map<string, Buffer>; files: readonly ZipStoredEntry[] }, storage: FileStorage): Readable {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of parts.buffers ?? new Map<string, Buffer>()) zip.addBuffer(bytes, name);
  for (const f of parts.files) {
    // Photos, PDFs and office files are compressed already; deflating them again costs time for nothing.
    zip.addReadStreamLazy(f.entryName, { compress: false }, (cb) => cb(null, storage.read(f.storedName)));
  }
  zip.end();
  const out = zip.outputStream as Readable;
  // A file failing half-way (the store went away) fails the zip's stream, so no broken zip is kept.
  zip.on('error', (err: Error) => out.destroy(err));
  return out;
}
