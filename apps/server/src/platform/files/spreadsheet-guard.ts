import { readFile } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import { formatBytes, MAX_SPREADSHEET_INFLATED_BYTES } from '@portal/contracts';
import { BizError } from '../http/errors.ts';

/**
 * An xlsx file is a zip archive. Parsing one that inflates to hundreds of megabytes (a 390 KB file
 * became 400 MB and took the server to 1.5 GB) stalls every user, so before a workbook is parsed its
 * central directory is read and each entry inflated and counted, its output thrown away.
 */

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** A data descriptor after an entry: signature, CRC and two sizes, 64-bit at most. */
const MAX_GAP = 24;
const MAX_ENTRIES = 10_000;

interface Entry {
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const malformed = () => new BizError('90012');

function centralDirectory(zip: Buffer): Entry[] {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i -= 1) {
    if (zip.readUInt32LE(i) === EOCD) { end = i; break; }
  }
  if (end < 0) throw malformed();
  const count = zip.readUInt16LE(end + 10);
  const dirOffset = zip.readUInt32LE(end + 16);
  // 0xFFFF and 0xFFFFFFFF mean zip64, which a spreadsheet of our size never needs.
  if (count === 0xffff || count > MAX_ENTRIES || dirOffset === 0xffffffff || dirOffset > end) throw malformed();
  const entries: Entry[] = [];
  let p = dirOffset;
  for (let n = 0; n < count; n += 1) {
    if (p + 46 > end || zip.readUInt32LE(p) !== CENTRAL) throw malformed();
    const entry = { method: zip.readUInt16LE(p + 10), compressedSize: zip.readUInt32LE(p + 20), size: zip.readUInt32LE(p + 24), offset: zip.readUInt32LE(p + 42) };
    if (entry.compressedSize === 0xffffffff || entry.size === 0xffffffff || entry.offset === 0xffffffff) throw malformed();
    entries.push(entry);
    p += 46 + zip.readUInt16LE(p + 28) + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return checkContiguous(zip, entries, dirOffset);
}

/**
 * Streaming readers walk the local headers, not the directory; entries must therefore follow one
 * another with nothing hidden between them, or a bomb could sit where the directory does not look.
 */
function checkContiguous(zip: Buffer, entries: Entry[], dirOffset: number): Entry[] {
  const sorted = [...entries].sort((a, b) => a.offset - b.offset);
  let expected = 0;
  for (const e of sorted) {
    if (e.offset < expected || e.offset - expected > MAX_GAP || e.offset + 30 > dirOffset || zip.readUInt32LE(e.offset) !== LOCAL) throw malformed();
    expected = dataStart(zip, e) + e.compressedSize;
  }
  if (expected > dirOffset || dirOffset - expected > MAX_GAP) throw malformed();
  return sorted;
}

const dataStart = (zip: Buffer, e: Entry) => e.offset + 30 + zip.readUInt16LE(e.offset + 26) + zip.readUInt16LE(e.offset + 28);

/** Inflates a deflated entry, counting and dropping the output; stops as soon as it passes `cap`. */
function inflatedSize(data: Buffer, cap: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > cap) {
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', () => reject(malformed()));
    inflate.end(data);
  });
}

/** Refuses (700) a spreadsheet whose entries inflate past `limit` bytes, or whose archive is malformed. */
export async function assertSpreadsheetInflatesWithin(path: string, limit = MAX_SPREADSHEET_INFLATED_BYTES): Promise<void> {
  const zip = await readFile(path);
  const entries = centralDirectory(zip);
  const tooLarge = () => new BizError('90016', { limit: formatBytes(limit) });
  // The declared sizes first: an honest bomb is refused without inflating anything.
  if (entries.reduce((sum, e) => sum + e.size, 0) > limit) throw tooLarge();
  let total = 0;
  for (const e of entries) {
    const start = dataStart(zip, e);
    const data = zip.subarray(start, start + e.compressedSize);
    let size: number;
    if (e.method === 0) size = data.length;
    else if (e.method === 8) size = await inflatedSize(data, Math.min(e.size, limit - total) + 1);
    else throw malformed();
    if (size > limit - total) throw tooLarge();
    // More bytes than the directory declares: a lying archive, refused whatever its total.
    if (size > e.size) throw malformed();
    total += size;
  }
}
