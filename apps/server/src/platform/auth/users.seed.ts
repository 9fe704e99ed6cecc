import { demoTeacherAccounts } from '../db/demo-faculty.ts';
import type { users } from '../db/platform.tables.ts';

export const DEMO_PASSWORD = 'portal-demo';

type NewUser = typeof users.$inferInsert;
interface DemoAccount extends Omit<NewUser, 'username' | 'email' | 'passwordHash' | 'kind'> {
  username: string;
  roles: string[];
}

/** Years before the seed's school year that each demo student entered: mba01 is in its second year. */
export const demoEntranceOffsets = { mba01: 1, emba01: 2, benyan01: 3, grad01: 2, phd01: 4 } as const;

/**
 * The demo accounts of ARCHITECTURE.md (written by the people module's seed) for the school year starting in `schoolYear` (2026 for
 * 2026-2027); e-mail is <username>@example.edu.cn. Students' entrance years, and the numbers and
 * classes that carry them, move with the school year so the demo cohorts stay current.
 */
export function demoAccounts(schoolYear: number): DemoAccount[] {
  const y = (username: keyof typeof demoEntranceOffsets) => schoolYear - demoEntranceOffsets[username];
  const [mba, emba, benyan, grad, phd] = [y('mba01'), y('emba01'), y('benyan01'), y('grad01'), y('phd01')];
  // The teachers of the demo courses (demo-faculty.ts), whose evaluations name them; teacher01 keeps its place in the list.
  const teachers: DemoAccount[] = demoTeacherAccounts.map(({ name, enName, account }) => ({ ...account!, name, enName, roles: ['teacher'] }));
  return [
    { username: 'mba01', name: '李明', enName: 'Ming Li', studentNumber: `${mba}310001`, className: `MBA ${mba} 秋季 1 班`, classNameEn: `MBA ${mba} Autumn, Class 1`, gender: 'M', birthDate: '1994-05-12', mobile: '13800000001', pageType: 'mba', studentTypeId: 3, studyEntranceYear: mba, sutdentType: 'MBA', resumeStudentType: 3, showDirectionKey: 'finance', roles: ['student'] },
    { username: 'emba01', name: '王芳', enName: 'Fang Wang', studentNumber: `${emba}320001`, className: `EMBA ${emba} 北京 2 班`, classNameEn: `EMBA ${emba} Beijing, Class 2`, gender: 'F', birthDate: '1982-11-03', mobile: '13800000002', pageType: 'emba', studentTypeId: 4, studyEntranceYear: emba, sutdentType: 'EMBA', resumeStudentType: null, isBishop: true, roles: ['student'] },
    { username: 'benyan01', name: '张伟', enName: 'Wei Zhang', studentNumber: `${benyan}010001`, className: `经济与金融 ${benyan} 级 1 班`, classNameEn: `Economics and Finance ${benyan}, Class 1`, gender: 'M', birthDate: '2005-02-20', mobile: '13800000003', pageType: 'benyan', studentTypeId: 1, studyEntranceYear: benyan, sutdentType: 'undergraduate', resumeStudentType: 1, roles: ['student'] },
    { username: 'grad01', name: '刘洋', enName: 'Yang Liu', studentNumber: `${grad}210001`, className: `管理科学与工程 ${grad} 级硕士班`, classNameEn: `Management Science and Engineering ${grad}, Master's class`, gender: 'F', birthDate: '2001-08-08', mobile: '13800000004', pageType: 'master', studentTypeId: 2, studyEntranceYear: grad, sutdentType: 'master', resumeStudentType: 2, isOutBishop: true, roles: ['student'] },
    { username: 'phd01', name: '陈静', enName: 'Jing Chen', studentNumber: `${phd}410001`, className: `工商管理 ${phd} 级博士班`, classNameEn: `Business Administration ${phd}, PhD class`, gender: 'F', birthDate: '1996-04-15', mobile: '13800000005', pageType: 'phd', studentTypeId: 2, studyEntranceYear: phd, sutdentType: 'doctoral', resumeStudentType: 2, roles: ['student'] },
    teachers[0]!,
    { username: 'courseadmin', name: '教务选课管理员', enName: 'Course Administrator', hrUserId: 'S0002', roles: ['course.admin'] },
    { username: 'newsadmin', name: '新闻管理员', enName: 'News Administrator', hrUserId: 'S0001', roles: ['news.site.admin'] },
    { username: 'admin', name: '系统管理员', enName: 'Administrator', hrUserId: 'S0000', isAdmin: true, roles: [] },
    ...teachers.slice(1),
    // Last, so the ids of the accounts above stay as they were before teaching records came.
    { username: 'eduadmin', name: '教务管理员', enName: 'Teaching Administrator', hrUserId: 'S0003', roles: ['teaching.admin'] },
  ];
}
