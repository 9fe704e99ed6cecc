import { crc32, deflateSync } from 'node:zlib';

/**
 * A real PNG of one flat colour (8-bit RGB), built with node's zlib: the demo seed's EMBA photo and
 * the tests' fixtures need genuine images of an exact size, without an image library.
 * `padTo` adds an ancillary chunk so the file reaches a given size (a size-limit test).
 */
export function pngOf(width: number, height: number, opts: { rgb?: [number, number, number]; padTo?: number } = {}): Buffer {
  const [r, g, b] = opts.rgb ?? [200, 210, 225];
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw))];
  const end = chunk('IEND', Buffer.alloc(0));
  const size = parts.reduce((n, p) => n + p.length, 0) + end.length;
  // A private ancillary chunk ('paDd': lower-case first letter) that decoders skip.
  if (opts.padTo && opts.padTo > size + 12) parts.push(chunk('paDd', Buffer.alloc(opts.padTo - size - 12)));
  return Buffer.concat([...parts, end]);
}
