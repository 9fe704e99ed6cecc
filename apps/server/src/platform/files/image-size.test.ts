import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size.ts';
import { pngOf } from './png-encode.ts';

/** A minimal baseline JPEG header: SOI, an APP0 segment, then SOF0 with the size (no scan needed to read it). */
function jpegHeader(width: number, height: number, sof = 0xc0): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sofSeg = Buffer.alloc(19);
  sofSeg.writeUInt16BE(0xff00 | sof, 0);
  sofSeg.writeUInt16BE(17, 2);
  sofSeg[4] = 8;
  sofSeg.writeUInt16BE(height, 5);
  sofSeg.writeUInt16BE(width, 7);
  sofSeg[9] = 3;
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sofSeg, Buffer.from([0xff, 0xd9])]);
}

describe('imageSize', () => {
  it('reads a PNG from its IHDR', () => {
    expect(imageSize(pngOf(447, 626))).toEqual({ format: 'png', width: 447, height: 626 });
    expect(imageSize(pngOf(3, 2))).toEqual({ format: 'png', width: 3, height: 2 });
  });

  it('reads a JPEG from its frame header, after other segments, baseline and progressive', () => {
    expect(imageSize(jpegHeader(447, 626))).toEqual({ format: 'jpeg', width: 447, height: 626 });
    expect(imageSize(jpegHeader(446, 626, 0xc2))).toEqual({ format: 'jpeg', width: 446, height: 626 });
  });

  it('skips a DHT segment, which shares the SOF range but holds no size', () => {
    const dht = Buffer.from([0xff, 0xc4, 0x00, 0x04, 0x00, 0x00]);
    const jpeg = jpegHeader(10, 20);
    expect(imageSize(Buffer.concat([jpeg.subarray(0, 2), dht, jpeg.subarray(2)]))).toEqual({ format: 'jpeg', width: 10, height: 20 });
  });

  it('answers null for bytes cut off before the size', () => {
    expect(imageSize(pngOf(447, 626).subarray(0, 20))).toBeNull();
    expect(imageSize(jpegHeader(447, 626).subarray(0, 24))).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(imageSize(Buffer.alloc(0))).toBeNull();
  });

  it('answers null for garbage, text and a JPEG whose scan starts before any frame', () => {
    expect(imageSize(Buffer.from('hello, this is not an image at all'))).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0x12, 0x34, 0x56]))).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBeNull();
    const badChunk = Buffer.from(pngOf(4, 4));
    badChunk.write('IDAT', 12, 'latin1');
    expect(imageSize(badChunk)).toBeNull();
  });

  it('answers null for a zero size and for a segment length running past the end', () => {
    expect(imageSize(jpegHeader(0, 10))).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x7f, 0xff, 0x00]))).toBeNull();
  });
});
