import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { countPdfPages } from './pdf-pages.ts';

async function pdfkitPages(pages: number, compress: boolean): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', compress });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  for (let i = 0; i < pages; i += 1) {
    if (i > 0) doc.addPage();
    // Text that looks like a page object must not count: pdfkit writes it as glyph codes.
    doc.text(`Page ${i + 1} /Type /Page`);
  }
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

describe('countPdfPages', () => {
  it('counts the pages of a pdfkit document, compressed or not', async () => {
    expect(countPdfPages(await pdfkitPages(1, true))).toBe(1);
    expect(countPdfPages(await pdfkitPages(4, true))).toBe(4);
    expect(countPdfPages(await pdfkitPages(3, false))).toBe(3);
  });

  it('counts page objects, not the page tree, written with or without spaces', () => {
    const pdf = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>\nendobj\n'
      + '3 0 obj\n<< /Type /Page /Parent 2 0 R >>\nendobj\n4 0 obj\n<</Type/Page/Parent 2 0 R>>\nendobj\n%%EOF\n';
    expect(countPdfPages(new Uint8Array(Buffer.from(pdf, 'latin1')))).toBe(2);
  });

  it('reads a view into a larger buffer and finds nothing in bytes that are not a PDF', () => {
    const pdf = Buffer.from('xxxx<< /Type /Page >>yyyy', 'latin1');
    expect(countPdfPages(new Uint8Array(pdf.buffer, pdf.byteOffset + 4, 17))).toBe(1);
    expect(countPdfPages(new Uint8Array([0, 1, 2, 255]))).toBe(0);
  });
});
