import type ExcelJS from 'exceljs';

/**
 * How the portal writes its spreadsheets, so every export and template looks alike: headers in
 * both languages and in bold, numbers kept as numbers, columns sized once. Reading them back is
 * `sheet-rows.ts`.
 */

/** The media type of every workbook the portal serves or stores. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetColumn<K extends string = string> { key: K; header: string; width: number }

/** A sheet of one header row and a row per record, keyed by column. */
export function addTableSheet<K extends string>(
  book: ExcelJS.Workbook, name: string, columns: readonly SheetColumn<K>[], rows: readonly Partial<Record<K, unknown>>[],
): ExcelJS.Worksheet {
  const sheet = book.addWorksheet(name);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  return sheet;
}

/** A list under a title line (the lecture, the activity, the plan it is of), all columns one width. */
export function addTitledSheet(
  book: ExcelJS.Workbook, name: string, title: string, headers: readonly string[], rows: readonly unknown[][], width: number,
): ExcelJS.Worksheet {
  const sheet = book.addWorksheet(name);
  sheet.addRow([title]).font = { bold: true, size: 13 };
  sheet.addRow([...headers]).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  sheet.columns.forEach((c) => { c.width = width; });
  return sheet;
}

/** The 'how to fill this in' sheet of an import template: two columns, what and how. */
export function addNotesSheet(book: ExcelJS.Workbook, notes: readonly (readonly string[])[], widths: readonly number[]): ExcelJS.Worksheet {
  const help = book.addWorksheet('说明 Notes');
  help.columns = widths.map((width) => ({ width }));
  notes.forEach((n) => help.addRow([...n]));
  return help;
}

export async function workbookBuffer(book: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await book.xlsx.writeBuffer());
}
