import ExcelJS from 'exceljs';
import { Role, type PeopleImportPreview, type PeopleImportResult, type PeopleImportRow, type Page } from '@portal/contracts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../platform/auth/users.seed.ts';
import { apiKit } from '../../test/api-kit.ts';
import { bearer, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/upload-fixtures.ts';
import { createPeople } from './people.service.ts';

/** Shared steps of the roll import's integration tests: files built in memory, the upload, the rows, the confirm. */
export function importKit(t: () => TestApp, tokens: Record<string, string>) {
  const kit = apiKit(t, tokens);

  /** A people administrator who is not an administrator, signed in as `peopleadmin`. */
  const signInPeopleAdmin = async () => {
    await createPeople(t().db, [{ username: 'peopleadmin', name: '人员管理员', kind: 'staff', hrUserId: 'PA0001', passwordHash: await hashPassword(DEMO_PASSWORD), roles: [Role.peopleAdmin] }]);
    tokens.peopleadmin = (await t().login('peopleadmin')).token;
  };

  const xlsx = async (header: string[], rows: (string | number)[][]) => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('Roll');
    ws.addRow(header);
    rows.forEach((r) => ws.addRow(r));
    return Buffer.from(await book.xlsx.writeBuffer());
  };

  /** A CSV text of the rows, cells quoted where they need it. */
  const csvText = (header: string[], rows: (string | number)[][]) =>
    [header, ...rows].map((r) => r.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(',')).join('\r\n');

  const upload = (who: string, kind: 'student' | 'staff', bytes: Buffer, fileName = 'roll.xlsx', lang?: string) => {
    const body = multipart(fileName, bytes);
    return t().app.inject({
      method: 'POST', url: `/api/people/imports?kind=${kind}`, payload: body.payload,
      headers: { ...bearer(tokens[who]!), ...body.headers, ...(lang ? { 'accept-language': lang } : {}) },
    });
  };

  const preview = async (who: string, kind: 'student' | 'staff', bytes: Buffer, fileName = 'roll.xlsx') => {
    const res = await upload(who, kind, bytes, fileName);
    if (res.json().statusCode !== 200) throw new Error(res.body);
    return res.json().data as PeopleImportPreview;
  };

  const rows = (who: string, id: string, show = 'all') =>
    kit.okData<Page<PeopleImportRow>>(kit.call(who, 'GET', `/api/people/imports/${id}/rows?pageSize=1000&show=${show}`));

  /** The problem codes of each row, by sheet row. */
  const codes = async (who: string, id: string) =>
    Object.fromEntries((await rows(who, id)).data.map((r) => [r.row, r.problems.map((p) => p.code)]));

  const confirm = (who: string, id: string, body: object = {}) => kit.call(who, 'POST', `/api/people/imports/${id}/confirm`, body);
  const confirmed = (who: string, id: string, body: object = {}) => kit.okData<PeopleImportResult>(confirm(who, id, body));

  return { ...kit, signInPeopleAdmin, xlsx, csvText, upload, preview, rows, codes, confirm, confirmed };
}

export const studentHeaderZh = ['学号', '姓名', '英文名', '性别', '邮箱', '手机', '项目', '学生类型', '入学年份', '班级', '班级英文名', '校区'];
export const studentHeaderEn = ['Student No.', 'Name', 'English name', 'Gender', 'E-mail', 'Mobile', 'Programme', 'Student type', 'Entrance year', 'Class', 'Class (English)', 'Campus'];
export const staffHeaderEn = ['Staff number', 'Name', 'English name', 'E-mail', 'Department', 'Roles'];

/** A valid student row of the Chinese and English headers' order, number `n` of the test's own range. */
export const studentRow = (number: string, over: Partial<Record<number, string | number>> = {}) => {
  const row: (string | number)[] = [number, '测试生', 'Test Student', '男', `${number.toLowerCase()}@example.edu.cn`, '13900000000', 'MBA', '', 2025, 'MBA 2025 秋季 1 班', 'MBA 2025 Autumn, Class 1', '深圳'];
  for (const [i, v] of Object.entries(over)) row[Number(i)] = v!;
  return row;
};
