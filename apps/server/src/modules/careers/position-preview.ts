import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { extensionOf, type PreviewKind } from '@portal/contracts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { sanitizeRichText } from '../../platform/http/sanitize.ts';
import { sheetCellText } from '../../platform/files/sheet-cells.ts';

/**
 * Attachments previewed inside the portal, never sent to an outside viewer (README 'Attachments'):
 * a PDF is shown inline through a signed sandboxed link; a .docx is converted to HTML (mammoth, pure
 * JavaScript) and an .xlsx to HTML tables (exceljs), both sanitised with the rich-text allow-list.
 * Old binary formats (.doc, .xls) and images are downloaded.
 */

export function previewKindOf(fileName: string, mime: string): PreviewKind {
  if (mime === 'application/pdf') return 'pdf';
  const ext = extensionOf(fileName);
  return ext === 'docx' || ext === 'xlsx' ? 'html' : 'none';
}

/** What a sheet preview shows at most: enough to read a posting's table, bounded for huge sheets. */
const MAX_ROWS = 300;
const MAX_COLS = 40;
const MAX_SHEETS = 5;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function xlsxToHtml(bytes: Buffer): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const parts: string[] = [];
  for (const sheet of book.worksheets.slice(0, MAX_SHEETS)) {
    const rows: string[] = [];
    const cols = Math.min(sheet.columnCount, MAX_COLS);
    sheet.eachRow((row, n) => {
      if (n > MAX_ROWS) return;
      const cells: string[] = [];
      for (let c = 1; c <= cols; c += 1) {
        const tag = n === 1 ? 'th' : 'td';
        cells.push(`<${tag}>${escape(sheetCellText(row.getCell(c).value))}</${tag}>`);
      }
      rows.push(`<tr>${cells.join('')}</tr>`);
    });
    parts.push(`<h3>${escape(sheet.name)}</h3><table><tbody>${rows.join('')}</tbody></table>`);
  }
  return sanitizeRichText(parts.join(''));
}

export async function docxToHtml(bytes: Buffer): Promise<string> {
  // Images would come as data: URIs, which the allow-list drops anyway: leave them out.
  const result = await mammoth.convertToHtml({ buffer: bytes }, { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) });
  return sanitizeRichText(result.value);
}

/** The sanitised HTML of a docx or xlsx upload; null for any other file. */
export async function previewHtml(storage: FileStorage, storedName: string, fileName: string): Promise<string | null> {
  const ext = extensionOf(fileName);
  if (ext !== 'docx' && ext !== 'xlsx') return null;
  const bytes = await buffer(storage.read(storedName));
  return ext === 'docx' ? docxToHtml(bytes) : xlsxToHtml(bytes);
}
