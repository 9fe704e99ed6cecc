import ExcelJS from 'exceljs';
import type { Intention } from '@portal/contracts';
import { addTableSheet, workbookBuffer } from '../../platform/files/sheet-writer.ts';
import type { Student } from './profile-access.ts';

/** The cohort export (README 'Staff'): one row per student of the cohort, intentions and considerations in both languages. */

const both = (zh: string | null, en: string | null) => (zh ? `${zh} ${en ?? ''}`.trim() : '');

export async function intentionsWorkbook(title: string, rows: { student: Student; intention: Intention | null }[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const n3 = [1, 2, 3] as const;
  const n5 = [1, 2, 3, 4, 5] as const;
  addTableSheet(book, '毕业意向 Intentions', [
    { header: '学号 Student number', key: 'number', width: 16 },
    { header: '姓名 Name', key: 'name', width: 14 },
    { header: '英文名 English name', key: 'enName', width: 18 },
    { header: '班级 Class', key: 'class', width: 28 },
    { header: '项目 Programme', key: 'pageType', width: 10 },
    { header: '入学年份 Entrance year', key: 'year', width: 12 },
    ...n3.map((i) => ({ header: `毕业意向 ${i} Intention ${i}`, key: `intention${i}`, width: 26 })),
    ...n5.map((i) => ({ header: `就业考虑 ${i} Consideration ${i}`, key: `direction${i}`, width: 26 })),
  ], rows.map(({ student: s, intention: r }) => {
    const out: Record<string, unknown> = {
      number: s.studentNumber ?? '', name: s.name, enName: s.enName ?? '', class: s.className ?? '', pageType: s.pageType ?? '', year: s.studyEntranceYear ?? '',
    };
    for (const i of n3) out[`intention${i}`] = r ? both(r[`intentionDes${i}`], r[`intentionDesEN${i}`]) : '';
    for (const i of n5) out[`direction${i}`] = r ? both(r[`directionDes${i}`], r[`directionDesEN${i}`]) : '';
    return out;
  }));
  book.title = title;
  return workbookBuffer(book);
}
