import ExcelJS from 'exceljs';
import type { PersonKind } from '@portal/contracts';
import { workbookBuffer } from '../../platform/files/sheet-writer.ts';
import { columnsOf, type ImportColumn } from './import-columns.ts';

/**
 * The sample rolls of docs/samples (written by scripts/people-samples.mjs): what a
 * student-information system's export looks like, to try the import with. The students' sheet has
 * Chinese headers, the staff's English ones, so each reading is shown. Their numbers stay clear of
 * the demo seed's accounts (the e2e imports them on an empty database, the int test on the demo one).
 */

type Cells = Record<string, string | number>;

const students: Cells[] = [
  ['2025880001', '周子涵', 'Zihan Zhou', '女', 'MBA', 2025, 'MBA 2025 秋季 1 班', 'MBA 2025 Autumn, Class 1', '深圳'],
  ['2025880002', '吴俊杰', 'Junjie Wu', '男', 'MBA', 2025, 'MBA 2025 秋季 1 班', 'MBA 2025 Autumn, Class 1', '深圳'],
  ['2025880003', '郑雨桐', 'Yutong Zheng', '女', 'MBA', 2025, 'MBA 2025 秋季 2 班', 'MBA 2025 Autumn, Class 2', '深圳'],
  ['2024880004', '冯浩然', 'Haoran Feng', '男', 'MBA', 2024, 'MBA 2024 秋季 1 班', 'MBA 2024 Autumn, Class 1', '北京'],
  ['2024880005', '陈思琪', 'Siqi Chen', '女', 'EMBA', 2024, 'EMBA 2024 北京 1 班', 'EMBA 2024 Beijing, Class 1', '北京'],
  ['2024880006', '褚建国', 'Jianguo Chu', '男', 'EMBA', 2024, 'EMBA 2024 北京 1 班', 'EMBA 2024 Beijing, Class 1', '北京'],
  ['2025880007', '卫嘉怡', 'Jiayi Wei', '女', 'EMBA', 2025, 'EMBA 2025 上海 1 班', 'EMBA 2025 Shanghai, Class 1', '上海'],
  ['2023880008', '蒋一鸣', 'Yiming Jiang', '男', '本科', 2023, '经济与金融 2023 级 1 班', 'Economics and Finance 2023, Class 1', '深圳'],
  ['2023880009', '沈可欣', 'Kexin Shen', '女', '本科', 2023, '经济与金融 2023 级 1 班', 'Economics and Finance 2023, Class 1', '深圳'],
  ['2024880010', '韩明轩', 'Mingxuan Han', '男', '本科', 2024, '会计学 2024 级 2 班', 'Accounting 2024, Class 2', '深圳'],
  ['2025880011', '杨诗涵', 'Shihan Yang', '女', '本科', 2025, '工商管理 2025 级 1 班', 'Business Administration 2025, Class 1', '深圳'],
  ['2024880012', '朱宇航', 'Yuhang Zhu', '男', '硕士', 2024, '管理科学与工程 2024 级硕士班', "Management Science and Engineering 2024, Master's class", '深圳'],
  ['2025880013', '秦梓萱', 'Zixuan Qin', '女', '硕士', 2025, '金融学 2025 级硕士班', "Finance 2025, Master's class", '深圳'],
  ['2025880014', '尤子轩', 'Zixuan You', '男', '硕士', 2025, '金融学 2025 级硕士班', "Finance 2025, Master's class", '深圳'],
  ['2022880015', '许婉清', 'Wanqing Xu', '女', '博士', 2022, '工商管理 2022 级博士班', 'Business Administration 2022, PhD class', '深圳'],
  ['2023880016', '何志远', 'Zhiyuan He', '男', '博士', 2023, '金融学 2023 级博士班', 'Finance 2023, PhD class', '深圳'],
  ['2025880017', '吕欣怡', 'Xinyi Lyu', '女', 'MBA', 2025, 'MBA 2025 秋季 2 班', 'MBA 2025 Autumn, Class 2', '深圳'],
  ['2024880018', '施晨阳', 'Chenyang Shi', '男', '本科', 2024, '会计学 2024 级 2 班', 'Accounting 2024, Class 2', '深圳'],
  ['2025880019', '张文博', 'Wenbo Zhang', '男', 'EMBA', 2025, 'EMBA 2025 上海 1 班', 'EMBA 2025 Shanghai, Class 1', '上海'],
  ['2023880020', '孔佳琪', 'Jiaqi Kong', '女', '博士', 2023, '管理科学与工程 2023 级博士班', 'Management Science and Engineering 2023, PhD class', '深圳'],
].map(([studentNumber, name, enName, gender, programme, entranceYear, className, classNameEn, campus], i) => ({
  studentNumber: studentNumber!, name: name!, enName: enName!, gender: gender!,
  email: `${String(enName).toLowerCase().replace(/\s+/g, '.')}@example.edu.cn`, mobile: `1390000${String(i + 1).padStart(4, '0')}`,
  programme: programme!, studentType: '', entranceYear: entranceYear!, className: className!, classNameEn: classNameEn!, campus: campus!,
}));

const staff: Cells[] = [
  { staffNumber: 'H1001', name: '林教授', enName: 'Prof. Lin', email: 'lin.wei@example.edu.cn', department: '金融系', roles: '教师' },
  { staffNumber: 'H1002', name: '罗教授', enName: 'Prof. Luo', email: 'luo.min@example.edu.cn', department: '会计系', roles: 'teacher' },
  { staffNumber: 'H1003', name: '高老师', enName: 'Ms Gao', email: 'gao.li@example.edu.cn', department: '职业发展中心', roles: 'Counsellor' },
  { staffNumber: 'H1004', name: '梁老师', enName: 'Mr Liang', email: 'liang.tao@example.edu.cn', department: '品牌与传播部', roles: '新闻管理员' },
  { staffNumber: 'H1005', name: '宋老师', enName: 'Ms Song', email: 'song.jing@example.edu.cn', department: '教务部', roles: 'course.admin, teaching.admin' },
  { staffNumber: 'H1006', name: '唐老师', enName: 'Mr Tang', email: 'tang.yu@example.edu.cn', department: '职业发展中心', roles: '职业发展管理员；职业顾问' },
  { staffNumber: 'H1007', name: '许老师', enName: 'Ms Xu', email: 'xu.fang@example.edu.cn', department: '学生事务部', roles: 'Student affairs、Survey administrator' },
  { staffNumber: 'H1008', name: '邓老师', enName: 'Mr Deng', email: 'deng.hao@example.edu.cn', department: '信息中心', roles: 'people.admin' },
];

/** The header a sample writes for a column: the first Chinese one for students, the first English one for staff. */
const headerOf = (kind: PersonKind, c: ImportColumn<string>) =>
  (kind === 'student' ? c.headers[0]! : c.headers.find((h) => /^[A-Za-z]/.test(h)) ?? c.headers[0]!);

/** A roll of `kind` with the given rows (the bench writes 10,000 students through it too). */
export async function rollWorkbook(kind: PersonKind, rows: readonly Cells[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  // A fixed date, so a rebuilt sample differs from the committed one only where its rows do.
  book.created = book.modified = new Date('2026-01-01T00:00:00Z');
  const sheet = book.addWorksheet(kind === 'student' ? '学生' : 'Staff');
  const cols = columnsOf(kind);
  sheet.columns = cols.map((c) => ({ header: headerOf(kind, c), key: c.key, width: Math.max(12, headerOf(kind, c).length + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(Object.fromEntries(cols.map((c) => [c.key, r[c.key] ?? ''])));
  return workbookBuffer(book);
}

export const sampleRolls = { student: () => rollWorkbook('student', students), staff: () => rollWorkbook('staff', staff) };
