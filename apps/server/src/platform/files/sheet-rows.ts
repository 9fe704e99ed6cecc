import ExcelJS from 'exceljs';
import { sheetCellText } from './sheet-cells.ts';

export interface SheetColumn<K extends string> { key: K; header: string }

/**
 * Where a column is when its header is not in row 1: 'each' takes the column's place in the list
 * (a roster filled in without its header row), 'all' takes every column's place only when no header
 * is found at all (an older template reads by header; a bare sheet by position), 'none' leaves the
 * column empty.
 */
export type HeaderFallback = 'each' | 'all' | 'none';

export interface SheetRows<K extends string> {
  /** The sheet's rows after the header, as trimmed text, blank rows left out; `row` is the sheet's number. */
  rows: { row: number; cells: Record<K, string> }[];
  /** 90076 not a readable workbook; 90077 no sheet or no filled row. */
  fileProblem: '90076' | '90077' | null;
}

function positions<K extends string>(header: ExcelJS.Row, columns: readonly SheetColumn<K>[], fallback: HeaderFallback): Map<K, number> {
  const byHeader = new Map<string, number>();
  header.eachCell((cell, col) => byHeader.set(sheetCellText(cell.value).trim(), col));
  const none = columns.every((c) => !byHeader.has(c.header));
  const at = new Map<K, number>();
  columns.forEach((c, i) => {
    const found = byHeader.get(c.header);
    if (found !== undefined) at.set(c.key, found);
    else if (fallback === 'each' || (fallback === 'all' && none)) at.set(c.key, i + 1);
  });
  return at;
}

/**
 * The first sheet of an uploaded workbook read into text cells by column: every import (courses,
 * attendance, grades, positions, selection teachers) reads its sheet here and checks the cells with
 * its own schema.
 */
export async function readSheetRows<K extends string>(path: string, columns: readonly SheetColumn<K>[], fallback: HeaderFallback): Promise<SheetRows<K>> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.readFile(path);
  } catch {
    return { rows: [], fileProblem: '90076' };
  }
  const sheet = book.worksheets[0];
  if (!sheet) return { rows: [], fileProblem: '90077' };
  const at = positions(sheet.getRow(1), columns, fallback);
  const rows: SheetRows<K>['rows'] = [];
  sheet.eachRow((r, n) => {
    if (n === 1) return;
    const cells = Object.fromEntries(columns.map((c) => {
      const col = at.get(c.key);
      return [c.key, col === undefined ? '' : sheetCellText(r.getCell(col).value).trim()];
    })) as Record<K, string>;
    if (Object.values<string>(cells).every((v) => v === '')) return;
    rows.push({ row: n, cells });
  });
  return { rows, fileProblem: rows.length ? null : '90077' };
}
