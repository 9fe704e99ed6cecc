import type { PersonKind, StaffImportColumn, StudentImportColumn } from '@portal/contracts';

/**
 * The header table of the roll import: for each column of a student roll and of a staff roll, the
 * headers a student-information system's export may give it, Chinese and English. This is the one
 * source: docs/people-import.md carries the same table (import-doc.test.ts compares them, and
 * `node scripts/people-samples.mjs` rewrites the doc's section from import-doc.ts).
 */
export interface ImportColumn<K extends string> {
  key: K;
  /** The header the samples write; matching takes any of `headers`. */
  headers: readonly string[];
  required?: boolean;
  /** What the column holds, for the doc. */
  zh: string;
  en: string;
}

const names = {
  name: { key: 'name', headers: ['姓名', '中文姓名', '中文名', 'Name', 'Chinese name', 'Full name'], required: true, zh: '中文姓名', en: 'Name in Chinese' },
  enName: { key: 'enName', headers: ['英文名', '英文姓名', '姓名拼音', '拼音', 'English name', 'Name (English)', 'Name in English'], zh: '英文姓名或拼音', en: 'Name in English or pinyin' },
  email: { key: 'email', headers: ['邮箱', '电子邮箱', '电子邮件', '邮件', 'E-mail', 'Email', 'Email address', 'Mail'], zh: '电子邮箱（单点登录按它匹配）', en: 'E-mail (single sign-on matches by it)' },
} as const;

export const studentColumns: readonly ImportColumn<StudentImportColumn>[] = [
  { key: 'studentNumber', headers: ['学号', '学生编号', '学籍号', 'Student number', 'Student No.', 'Student ID', 'Student code'], required: true, zh: '学号（也是用户名）', en: 'Student number (also the username)' },
  names.name, names.enName,
  { key: 'gender', headers: ['性别', 'Gender', 'Sex'], zh: '男 / 女（M / F）', en: 'M / F (男 / 女)' },
  names.email,
  { key: 'mobile', headers: ['手机', '手机号', '手机号码', '移动电话', '联系电话', 'Mobile', 'Mobile phone', 'Mobile number', 'Cell phone', 'Phone'], zh: '手机号', en: 'Mobile number' },
  { key: 'programme', headers: ['项目', '培养项目', '培养层次', '学历层次', 'Programme', 'Program', 'Degree programme'], zh: '本科、MBA、EMBA、硕士、博士', en: 'Undergraduate, MBA, EMBA, Master, PhD' },
  { key: 'studentType', headers: ['学生类型', '学生类别', 'Student type', 'Student category'], zh: '本科生、研究生、MBA、EMBA（空：按项目）', en: 'Undergraduate, Graduate, MBA, EMBA (empty: from the programme)' },
  { key: 'entranceYear', headers: ['入学年份', '入学年级', '年级', 'Entrance year', 'Year of entry', 'Intake year', 'Cohort'], zh: '四位年份', en: 'Four-digit year' },
  { key: 'className', headers: ['班级', '班级名称', '行政班', 'Class', 'Class name'], zh: '班级（中文）', en: 'Class (Chinese name)' },
  { key: 'classNameEn', headers: ['班级英文名', '英文班级', '班级（英文）', 'Class (English)', 'Class name (English)', 'English class name'], zh: '班级英文名', en: 'Class (English name)' },
  { key: 'campus', headers: ['校区', 'Campus'], zh: '校区', en: 'Campus' },
];

export const staffColumns: readonly ImportColumn<StaffImportColumn>[] = [
  { key: 'staffNumber', headers: ['工号', '职工号', '教工号', '员工编号', 'Staff number', 'Staff No.', 'Staff ID', 'Employee ID', 'Employee number'], required: true, zh: '工号（也是用户名）', en: 'Staff number (also the username)' },
  names.name, names.enName, names.email,
  { key: 'department', headers: ['部门', '所在部门', '院系', '单位', 'Department', 'Dept', 'Unit'], zh: '部门', en: 'Department' },
  { key: 'roles', headers: ['角色', '权限', '角色权限', 'Roles', 'Role'], zh: '角色代码或名称，以 , ， ; 、 分隔', en: 'Role ids or names, separated by , ， ; 、' },
];

export const columnsOf = (kind: PersonKind): readonly ImportColumn<string>[] => (kind === 'student' ? studentColumns : staffColumns);

/**
 * How a header (or a programme, role or gender name) is compared: full-width forms folded to
 * ASCII (NFKC), case folded, spaces, dots and a trailing required-mark left out, so '学 号',
 * 'STUDENT NO', 'Student No.' and 'Ｓｔｕｄｅｎｔ ｎｏ．' (full-width) are one header.
 */
export const headerKey = (text: string): string =>
  text.normalize('NFKC').toLowerCase().replace(/[\s.*:：]/g, '');

/** The column each header of a file stands for (null: unknown, ignored); the first of two same columns wins. */
export function matchHeaders(kind: PersonKind, headers: readonly string[]): { at: Map<string, number>; unknown: string[] } {
  const byKey = new Map<string, string>();
  for (const c of columnsOf(kind)) for (const h of c.headers) byKey.set(headerKey(h), c.key);
  const at = new Map<string, number>();
  const unknown: string[] = [];
  headers.forEach((h, i) => {
    if (!h.trim()) return;
    const key = byKey.get(headerKey(h));
    if (!key) unknown.push(h.trim());
    else if (!at.has(key)) at.set(key, i);
  });
  return { at, unknown };
}
