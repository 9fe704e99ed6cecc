import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheetRows } from './sheet-rows.ts';

const columns = [{ key: 'number', header: '学号 Number' }, { key: 'name', header: '姓名 Name' }, { key: 'note', header: '备注 Note' }] as const;
let dir: string;

async function sheetFile(name: string, rows: ExcelJS.CellValue[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('S');
  for (const r of rows) sheet.addRow(r);
  const path = join(dir, name);
  await writeFile(path, Buffer.from(await book.xlsx.writeBuffer()));
  return path;
}

beforeAll(async () => { dir = await mkdtemp(join(tmpdir(), 'sheet-rows-')); });
afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

describe('readSheetRows', () => {
  it('finds columns by header in any order, trims cells and leaves blank rows out', async () => {
    const path = await sheetFile('header.xlsx', [['备注 Note', '学号 Number', '姓名 Name'], [' late ', 'S1', '张三'], [null, '', ''], ['', 'S2', { richText: [{ text: '李' }, { text: '四' }] }]]);
    const read = await readSheetRows(path, columns, 'none');
    expect(read.fileProblem).toBeNull();
    expect(read.rows).toEqual([
      { row: 2, cells: { number: 'S1', name: '张三', note: 'late' } },
      { row: 4, cells: { number: 'S2', name: '李四', note: '' } },
    ]);
  });

  it("'each' takes a missing header's place in the list, 'none' leaves it empty", async () => {
    const path = await sheetFile('partial.xlsx', [['学号 Number', 'Who', 'Remark'], ['S1', 'Zhang', 'ok']]);
    expect((await readSheetRows(path, columns, 'each')).rows[0]!.cells).toEqual({ number: 'S1', name: 'Zhang', note: 'ok' });
    expect((await readSheetRows(path, columns, 'none')).rows[0]!.cells).toEqual({ number: 'S1', name: '', note: '' });
    // 'all' reads by position only when no header at all is found; here one is.
    expect((await readSheetRows(path, columns, 'all')).rows[0]!.cells).toEqual({ number: 'S1', name: '', note: '' });
  });

  it("'all' reads a sheet without any known header by position", async () => {
    const path = await sheetFile('bare.xlsx', [['a', 'b', 'c'], ['S1', 'Zhang', 'ok']]);
    expect((await readSheetRows(path, columns, 'all')).rows[0]!.cells).toEqual({ number: 'S1', name: 'Zhang', note: 'ok' });
  });

  it('names an unreadable file 90076 and a sheet without filled rows 90077', async () => {
    const junk = join(dir, 'junk.xlsx');
    await writeFile(junk, 'not a workbook');
    expect(await readSheetRows(junk, columns, 'each')).toEqual({ rows: [], fileProblem: '90076' });
    const empty = await sheetFile('empty.xlsx', [['学号 Number', '姓名 Name', '备注 Note'], ['', '', '']]);
    expect(await readSheetRows(empty, columns, 'each')).toEqual({ rows: [], fileProblem: '90077' });
  });
});
