import { inflateSync } from 'node:zlib';

/**
 * Reads back what the tests need of a pdfkit PDF: its objects, the fonts' names, the code points
 * each font's ToUnicode map covers, the number of images and the text as a reader would extract
 * it (glyph ids decoded through the ToUnicode maps). Enough for pdfkit's own output, not a general
 * PDF parser.
 */

interface PdfObject {
  id: number;
  dict: string;
  stream: Buffer | null;
}

export interface ReadPdf {
  baseFonts: string[];
  fontNames: string[];
  /** Every code point a ToUnicode map gives a glyph for. */
  mapped: Set<number>;
  images: number;
  /** The text shown, one text-showing operator per line. */
  text: string;
}

function objects(bytes: Uint8Array): PdfObject[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const latin = buf.toString('latin1');
  const out: PdfObject[] = [];
  const head = /(\d+) 0 obj\n/g;
  for (let m = head.exec(latin); m; m = head.exec(latin)) {
    const start = m.index + m[0].length;
    const end = latin.indexOf('\nendobj', start);
    const body = latin.slice(start, end);
    const at = body.indexOf('\nstream\n');
    const dict = at < 0 ? body : body.slice(0, at);
    let stream: Buffer | null = null;
    if (at >= 0) {
      // The stream's own /Length, not a search for 'endstream', as binary font data may contain anything.
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      const raw = buf.subarray(start + at + 8, start + at + 8 + length);
      stream = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    out.push({ id: Number(m[1]), dict, stream });
    head.lastIndex = end;
  }
  return out;
}

/** CID → code points of one ToUnicode CMap, as pdfkit writes it (bfrange lines with arrays). */
function toUnicode(cmap: string): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const m of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
    const first = parseInt(m[1]!, 16);
    [...m[2]!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((entry, i) => {
      const units = entry[1]!.trim().split(/\s+/).map((h) => parseInt(h, 16));
      map.set(first + i, [...String.fromCharCode(...units)].map((c) => c.codePointAt(0)!));
    });
  }
  return map;
}

export function readPdf(bytes: Uint8Array): ReadPdf {
  const all = objects(bytes);
  const byId = new Map(all.map((o) => [o.id, o]));
  const fonts = new Map<string, Map<number, number[]>>();
  const mapped = new Set<number>();
  for (const o of all) {
    for (const m of o.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = byId.get(Number(m[2]));
      const cmapId = /\/ToUnicode (\d+) 0 R/.exec(font?.dict ?? '')?.[1];
      const cmap = cmapId ? byId.get(Number(cmapId))?.stream : null;
      if (!cmap) continue;
      const map = toUnicode(cmap.toString('latin1'));
      fonts.set(m[1]!, map);
      for (const cps of map.values()) cps.forEach((cp) => mapped.add(cp));
    }
  }
  const lines: string[] = [];
  for (const page of all.filter((o) => /\/Type \/Page\n/.test(o.dict))) {
    const contentId = /\/Contents (\d+) 0 R/.exec(page.dict)?.[1];
    const content = byId.get(Number(contentId))?.stream?.toString('latin1') ?? '';
    let font = new Map<number, number[]>();
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[((?:<[0-9a-f]*>|[\s\d.-])*)\] TJ|<([0-9a-f]*)> Tj/gi)) {
      if (op[1]) {
        font = fonts.get(op[1]) ?? new Map();
        continue;
      }
      const hex = (op[2] ?? `<${op[3]}>`).match(/<([0-9a-f]*)>/gi) ?? [];
      const cids = hex.flatMap((h) => h.slice(1, -1).match(/.{4}/g) ?? []).map((h) => parseInt(h, 16));
      lines.push(cids.map((cid) => String.fromCodePoint(...(font.get(cid) ?? [0xfffd]))).join(''));
    }
  }
  return {
    baseFonts: all.flatMap((o) => [.../\/BaseFont \/(\S+)/.exec(o.dict)?.slice(1) ?? []]),
    fontNames: all.flatMap((o) => [.../\/FontName \/(\S+)/.exec(o.dict)?.slice(1) ?? []]),
    mapped,
    images: all.filter((o) => o.dict.includes('/Subtype /Image')).length,
    text: lines.join('\n'),
  };
}
