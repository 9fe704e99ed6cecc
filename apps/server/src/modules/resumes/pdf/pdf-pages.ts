/**
 * Pages counted from a PDF's bytes. pdfkit writes every object dictionary uncompressed (only
 * streams are compressed), so each page object shows as `/Type /Page`; the page tree's nodes are
 * `/Type /Pages` and are not counted. Content streams cannot fake a page: pdfkit compresses them,
 * and even uncompressed its text is written as hex glyph ids.
 */

const PAGE_OBJECT = /\/Type\s*\/Page(?![A-Za-z0-9])/g;

export function countPdfPages(bytes: Uint8Array): number {
  // latin1 maps each byte to one character, so binary stream data cannot break the scan.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return text.match(PAGE_OBJECT)?.length ?? 0;
}
