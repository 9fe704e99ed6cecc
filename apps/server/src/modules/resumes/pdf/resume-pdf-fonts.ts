import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The résumé's one typeface, Noto Sans SC, from the npm package: a fresh machine has no CJK system
 * font, and the package pins the exact file every PDF embeds. Each weight is read once per thread
 * (about 10 MB each) and parsed once: pdfkit takes an already parsed fontkit font (its
 * `PDFFontFactory.open` accepts any object with `layout`, upstream PR #1776), which halves the cost
 * of a document compared with handing it the bytes, as it would then parse them for every document.
 */

const require = createRequire(import.meta.url);

export const NOTO_SANS_SC_REGULAR_PATH = require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
export const NOTO_SANS_SC_BOLD_PATH = require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf');

/** What pdfkit needs of a fontkit font; pdfkit itself only checks `layout`. */
interface FontkitFont {
  layout(text: string): unknown;
  postscriptName: string;
  ascent: number;
  unitsPerEm: number;
}
interface Fontkit {
  create(data: Uint8Array): FontkitFont;
}

export interface ResumeFonts {
  regular: FontkitFont;
  bold: FontkitFont;
  /** The files' bytes, kept for as long as the parsed fonts read glyphs from them. */
  bytes: { regular: Buffer; bold: Buffer };
  /** How long reading and parsing took, once per thread. */
  loadMs: number;
}

let cached: ResumeFonts | null = null;

/**
 * fontkit as pdfkit resolves it (a dependency of pdfkit, not of ours), so the parsed font is of the
 * version pdfkit was built with.
 */
function fontkit(): Fontkit {
  const fromPdfkit = createRequire(require.resolve('pdfkit'));
  return fromPdfkit('fontkit') as Fontkit;
}

/** Reads and parses both weights on first use; later calls return the same objects. */
export function loadResumeFonts(): ResumeFonts {
  if (cached) return cached;
  const started = performance.now();
  const kit = fontkit();
  const bytes = { regular: readFileSync(NOTO_SANS_SC_REGULAR_PATH), bold: readFileSync(NOTO_SANS_SC_BOLD_PATH) };
  const regular = kit.create(bytes.regular);
  const bold = kit.create(bytes.bold);
  // fontkit reads tables lazily: touch the ones every document needs so their cost lands here.
  regular.layout('简历 Resume');
  bold.layout('简历 Resume');
  cached = { regular, bold, bytes, loadMs: performance.now() - started };
  return cached;
}

export const FONT_REGULAR = 'NotoSansSC-Regular';
export const FONT_BOLD = 'NotoSansSC-Bold';

/** Registers both weights under FONT_REGULAR and FONT_BOLD and selects the regular one. */
export function useResumeFonts(doc: PDFKit.PDFDocument): void {
  const fonts = loadResumeFonts();
  // @types/pdfkit lists paths and bytes only; pdfkit 0.20 also takes a parsed fontkit font.
  const register = doc.registerFont.bind(doc) as unknown as (name: string, src: FontkitFont) => unknown;
  register(FONT_REGULAR, fonts.regular);
  register(FONT_BOLD, fonts.bold);
  doc.font(FONT_REGULAR);
}
