import type ExcelJS from 'exceljs';

/**
 * A cell of an uploaded sheet as the text a person typed: rich text joined, a formula by its
 * result, a hyperlink by its text, an error by its code, a date as the day (exceljs gives a date
 * cell as that day at 00:00 UTC).
 */
export const sheetCellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'result' in v) return sheetCellText(v.result as ExcelJS.CellValue);
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  if (typeof v === 'object' && 'error' in v) return String(v.error);
  return String(v);
};
