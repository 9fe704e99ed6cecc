import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { firstSheetRows } from '../../platform/files/sheet-stream.ts';
import { MAX_PEOPLE_IMPORT_ROWS, type ImportProblem, type PersonKind } from '@portal/contracts';
import { sheetCellText } from '../../platform/files/sheet-cells.ts';
import { columnsOf, matchHeaders } from './import-columns.ts';

/** One row of a roll as read: its sheet number (header is row 1) and its cells by column key, trimmed. */
export interface RollRow { row: number; cells: Record<string, string> }

export interface ReadRoll {
  rows: RollRow[];
  columns: string[];
  unknownColumns: string[];
  fileProblems: ImportProblem[];
}

/**
 * A CSV's text: UTF-8 with or without its BOM, else GB18030, which is what Excel in Chinese
 * writes as 'CSV' (a superset of GBK and GB2312). A strict UTF-8 decode fails on GB bytes, so
 * the fallback cannot mistake a UTF-8 file for GB18030.
 */
export function decodeCsv(bytes: Uint8Array): string {
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    return new TextDecoder('gb18030').decode(body);
  }
}

async function csvTable(path: string): Promise<string[][] | ImportProblem> {
  try {
    return parse(decodeCsv(await readFile(path)), { relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch (err) {
    return { code: '99131', params: { detail: String((err as Error).message ?? err).slice(0, 120) } };
  }
}

/**
 * The first sheet as rows of text, read as a stream: a 10,000-row roll loaded as a whole workbook
 * took some 200 MB more of the server's memory than reading it row by row.
 */
async function sheetTable(path: string): Promise<string[][] | ImportProblem> {
  const table: string[][] = [];
  try {
    for await (const r of firstSheetRows(path)) {
      const cells: string[] = [];
      r.eachCell({ includeEmpty: true }, (cell, col) => { cells[col - 1] = sheetCellText(cell.value).trim(); });
      table[r.number - 1] = Array.from(cells, (c) => c ?? '');
    }
  } catch {
    return { code: '90076', params: {} };
  }
  return table.length ? Array.from(table, (r) => r ?? []) : { code: '90077', params: {} };
}

/**
 * Reads a roll (xlsx: the first sheet; csv) into rows of cells by column, the header row found by
 * the header table. Blank rows are left out; a file without its required columns, without rows or
 * with too many is a file problem and gives no rows.
 */
export async function readRoll(kind: PersonKind, path: string, ext: string): Promise<ReadRoll> {
  const table = ext === 'csv' ? await csvTable(path) : await sheetTable(path);
  const none = (p: ImportProblem): ReadRoll => ({ rows: [], columns: [], unknownColumns: [], fileProblems: [p] });
  if (!Array.isArray(table)) return none(table);
  const [header = [], ...body] = table;
  const { at, unknown } = matchHeaders(kind, header.map((h) => String(h ?? '')));
  const columns = [...at.keys()];
  const missing = columnsOf(kind).filter((c) => c.required && !at.has(c.key)).map((c) => c.headers[0]!);
  if (missing.length) return { rows: [], columns, unknownColumns: unknown, fileProblems: [{ code: '99130', params: { columns: missing.join(', ') } }] };
  const rows: RollRow[] = [];
  body.forEach((cells, i) => {
    const record: Record<string, string> = {};
    for (const [key, col] of at) record[key] = String(cells[col] ?? '').trim();
    if (Object.values(record).some((v) => v !== '')) rows.push({ row: i + 2, cells: record });
  });
  const fileProblems: ImportProblem[] = rows.length === 0 ? [{ code: '90077', params: {} }]
    : rows.length > MAX_PEOPLE_IMPORT_ROWS ? [{ code: '99132', params: { max: MAX_PEOPLE_IMPORT_ROWS } }] : [];
  return { rows: fileProblems.length ? [] : rows, columns, unknownColumns: unknown, fileProblems };
}
