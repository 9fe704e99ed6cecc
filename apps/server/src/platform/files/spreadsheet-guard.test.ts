import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xlsx, zip } from '../../test/upload-fixtures.ts';
import { assertSpreadsheetInflatesWithin } from './spreadsheet-guard.ts';

let dir: string;
beforeAll(async () => { dir = await mkdtemp(join(tmpdir(), 'sheet-guard-')); });
afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

const MB = 1024 * 1024;
let n = 0;
const saved = async (bytes: Buffer) => {
  const path = join(dir, `f${(n += 1)}.xlsx`);
  await writeFile(path, bytes);
  return path;
};
const refusal = async (path: string, limit?: number) => assertSpreadsheetInflatesWithin(path, limit).then(() => null, (err: { code?: string }) => err.code ?? String(err));

describe('spreadsheet guard', () => {
  it('lets a workbook written by exceljs through', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Courses');
    for (let i = 0; i < 2000; i += 1) sheet.addRow([`MBA${i}`, '运营管理', 'Operations Management', 12, 2, 40]);
    expect(await refusal(await saved(Buffer.from(await book.xlsx.writeBuffer())))).toBeNull();
  });

  it('refuses an archive that declares more than the limit, before inflating it', async () => {
    const bomb = xlsx(Buffer.alloc(3 * MB, 0x20));
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await refusal(await saved(bomb), 2 * MB)).toBe('90016');
  });

  it('refuses an archive that declares a small size and inflates past the limit', async () => {
    const liar = xlsx(Buffer.alloc(3 * MB, 0x20), { declaredSize: 1000 });
    expect(await refusal(await saved(liar), 2 * MB)).toBe('90012');
  });

  it('refuses an archive whose entries inflate past what they declare, within the limit', async () => {
    const liar = xlsx(Buffer.alloc(100_000, 0x20), { declaredSize: 1000 });
    expect(await refusal(await saved(liar), 2 * MB)).toBe('90012');
  });

  it('refuses an entry hidden between the entries the directory lists', async () => {
    const good = xlsx('<worksheet/>');
    const hidden = zip([{ name: 'x', data: Buffer.alloc(1000, 0x20), deflate: true }]);
    // Splice a whole extra local entry in front: the directory's offsets no longer start at 0.
    const localOnly = hidden.subarray(0, hidden.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])));
    expect(await refusal(await saved(Buffer.concat([localOnly, good])))).toBe('90012');
  });

  it('refuses what is not a zip archive', async () => {
    expect(await refusal(await saved(Buffer.from('not a zip at all')))).toBe('90012');
  });
});
