/**
 * The format and pixel size of a PNG or JPEG, read from its header bytes (PNG IHDR, JPEG SOFn), so a
 * photo rule (the EMBA photo is exactly 447×626, PROF-K05) is judged on what the file is, never on
 * its name or on what the browser said. Anything else, or bytes cut off before the size, is null.
 */
export interface ImageSize {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(b: Buffer): ImageSize | null {
  // Signature, then the first chunk must be IHDR of 13 bytes: width and height, 4 bytes each.
  if (b.length < 24 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (b.readUInt32BE(8) !== 13 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = b.readUInt32BE(16);
  const height = b.readUInt32BE(20);
  return width > 0 && height > 0 ? { format: 'png', width, height } : null;
}

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
/** Markers without a length: TEM and the restart markers. */
const standalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd7);

function jpegSize(b: Buffer): ImageSize | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    while (i < b.length && b[i] === 0xff) i++; // fill bytes
    if (i >= b.length) return null;
    const marker = b[i]!;
    i++;
    if (standalone(marker)) continue;
    // End of image or start of scan before any frame header: no size to read.
    if (marker === 0xd9 || marker === 0xda || marker === 0xd8) return null;
    if (i + 2 > b.length) return null;
    const length = b.readUInt16BE(i);
    if (length < 2 || i + length > b.length) return null;
    if (isSof(marker)) {
      if (length < 7) return null;
      const height = b.readUInt16BE(i + 3);
      const width = b.readUInt16BE(i + 5);
      return width > 0 && height > 0 ? { format: 'jpeg', width, height } : null;
    }
    i += length;
  }
  return null;
}

export function imageSize(bytes: Buffer): ImageSize | null {
  return pngSize(bytes) ?? jpegSize(bytes);
}
