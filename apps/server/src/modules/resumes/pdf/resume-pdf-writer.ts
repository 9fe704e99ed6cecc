import PDFDocument from 'pdfkit';
import { FONT_BOLD, FONT_REGULAR, loadResumeFonts, useResumeFonts } from './resume-pdf-fonts.ts';

/**
 * The résumé's typographic building blocks on one A4 pdfkit document: a header, section headings,
 * rows with a right-aligned date, paragraphs, bullets and labelled lines. The blocks that must not
 * be split (a heading and its first line, a row) move to the next page whole; long paragraphs flow
 * over the page end as pdfkit wraps them. `finish()` returns the bytes and where the content ended.
 */

export const PT_PER_MM = 72 / 25.4;
export const MARGIN_PT = 15 * PT_PER_MM;

export const COLORS = { ink: '#1b1f24', muted: '#5b6673', accent: '#1f3a5f', rule: '#b9c4d0' } as const;
export const SIZES = { name: 20, contact: 9.5, heading: 11.5, title: 10.5, body: 9.5, small: 8.5 } as const;
const LINE_GAP = -0.5;
const PHOTO = { width: 24 * PT_PER_MM, height: 32 * PT_PER_MM };

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
}

export interface WriterOptions {
  lang: string;
  title: string;
}

export interface Finished {
  bytes: Uint8Array;
  /** Where the content ends on the last page, in points from the top of the page. */
  endY: number;
}

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly left = MARGIN_PT;
  readonly top = MARGIN_PT;
  readonly width: number;
  readonly bottom: number;
  private readonly chunks: Uint8Array[] = [];
  private readonly ended: Promise<void>;
  private readonly ascent: number;
  private page = 1;

  constructor(options: WriterOptions) {
    this.doc = new PDFDocument({ size: 'A4', margin: MARGIN_PT, lang: options.lang, info: { Title: options.title } });
    this.doc.on('data', (chunk: Uint8Array) => this.chunks.push(chunk));
    this.doc.on('pageAdded', () => { this.page += 1; });
    this.ended = new Promise((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    useResumeFonts(this.doc);
    const { regular } = loadResumeFonts();
    this.ascent = regular.ascent / regular.unitsPerEm;
    this.width = this.doc.page.width - 2 * MARGIN_PT;
    this.bottom = this.doc.page.height - MARGIN_PT;
  }

  style(s: TextStyle): this {
    this.doc.font(s.bold ? FONT_BOLD : FONT_REGULAR).fontSize(s.size ?? SIZES.body).fillColor(s.color ?? COLORS.ink);
    return this;
  }

  lineHeight(s: TextStyle): number {
    return this.style(s).doc.currentLineHeight(true) + LINE_GAP;
  }

  /** Starts a new page unless `height` points are left on this one. */
  ensure(height: number): void {
    if (this.doc.y + height > this.bottom && this.doc.y > this.top) this.doc.addPage();
  }

  gap(points: number): void {
    this.doc.y += points;
  }

  /** A wrapped paragraph; it may run over the page end. */
  paragraph(text: string, s: TextStyle = {}, indent = 0): void {
    this.ensure(this.lineHeight(s));
    this.style(s).doc.text(text, this.left + indent, this.doc.y, { width: this.width - indent, lineGap: LINE_GAP });
  }

  /** Text on the left (wrapped if long) and a short text right-aligned on its first line, kept on one page. */
  row(leftText: string, rightText: string, leftStyle: TextStyle, rightStyle: TextStyle = { color: COLORS.muted }): void {
    const rightWidth = rightText ? this.style(rightStyle).doc.widthOfString(rightText) + 10 : 0;
    const leftWidth = this.width - rightWidth;
    this.style(leftStyle);
    this.ensure(this.doc.heightOfString(leftText || ' ', { width: leftWidth, lineGap: LINE_GAP }));
    const y = this.doc.y;
    if (leftText) this.doc.text(leftText, this.left, y, { width: leftWidth, lineGap: LINE_GAP });
    const below = leftText ? this.doc.y : y + this.lineHeight(leftStyle);
    if (rightText) {
      // Same baseline as the left text whatever the two sizes.
      const shift = this.ascent * ((leftStyle.size ?? SIZES.body) - (rightStyle.size ?? SIZES.body));
      this.style(rightStyle).doc.text(rightText, this.left, y + shift, { width: this.width, align: 'right', lineBreak: false });
    }
    this.doc.y = below;
  }

  /** One bullet per item, the wrapped lines indented under the first. */
  bullets(items: string[], s: TextStyle = {}, indent = 0): void {
    const bulletWidth = 10;
    for (const item of items) {
      this.ensure(this.lineHeight(s));
      const y = this.doc.y;
      this.style({ ...s, color: COLORS.accent }).doc.text('•', this.left + indent, y, { lineBreak: false });
      this.style(s).doc.text(item, this.left + indent + bulletWidth, y, { width: this.width - indent - bulletWidth, lineGap: LINE_GAP });
    }
  }

  /** A label in a fixed column and its value wrapped beside it. */
  labelled(label: string, value: string, labelWidth: number, valueStyle: TextStyle = {}): void {
    const labelStyle = { size: valueStyle.size ?? SIZES.body, bold: true, color: COLORS.muted };
    this.style(labelStyle);
    const labelHeight = this.doc.heightOfString(label, { width: labelWidth - 6, lineGap: LINE_GAP });
    this.ensure(Math.max(labelHeight, this.lineHeight(valueStyle)));
    const y = this.doc.y;
    const page = this.page;
    this.style(labelStyle).doc.text(label, this.left, y, { width: labelWidth - 6, lineGap: LINE_GAP });
    this.style(valueStyle).doc.text(value, this.left + labelWidth, y, { width: this.width - labelWidth, lineGap: LINE_GAP });
    if (this.page === page) this.doc.y = Math.max(this.doc.y, y + labelHeight);
  }

  /** A section heading with a rule under it, kept on the page with at least one line of what follows. */
  heading(text: string): void {
    const s = { size: SIZES.heading, bold: true, color: COLORS.accent };
    const height = this.lineHeight(s) + 4 + this.lineHeight({ size: SIZES.title, bold: true });
    if (this.doc.y > this.top) this.gap(6);
    this.ensure(height);
    this.style(s).doc.text(text, this.left, this.doc.y, { width: this.width, lineBreak: false });
    const y = this.doc.y + 0.5;
    this.doc.moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(0.7).strokeColor(COLORS.rule).stroke();
    this.doc.y = y + 3.5;
  }

  /** A horizontal rule across the page in the accent colour. */
  rule(weight = 1.2): void {
    const y = this.doc.y;
    this.doc.moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(weight).strokeColor(COLORS.accent).stroke();
    this.doc.y = y + weight;
  }

  /** The photo in the top-right corner; returns the width it takes (0 without a photo). */
  photo(bytes: Uint8Array | null): { width: number; bottom: number } {
    if (!bytes) return { width: 0, bottom: this.top };
    const x = this.left + this.width - PHOTO.width;
    const y = this.doc.y;
    try {
      this.doc.image(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), x, y, { fit: [PHOTO.width, PHOTO.height], align: 'right' });
    } catch {
      // Uploads are sniffed as jpg or png when stored, but a variant pdfkit cannot decode must not cost
      // the student the whole PDF: the résumé is made without the photo.
      return { width: 0, bottom: y };
    } finally {
      this.doc.y = y;
    }
    return { width: PHOTO.width + 12, bottom: y + PHOTO.height };
  }

  async finish(): Promise<Finished> {
    const endY = this.doc.y;
    this.doc.end();
    await this.ended;
    // One exactly-sized buffer of its own, so a worker can transfer it instead of copying it.
    const size = this.chunks.reduce((n, c) => n + c.byteLength, 0);
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const c of this.chunks) {
      bytes.set(c, at);
      at += c.byteLength;
    }
    return { bytes, endY };
  }
}
