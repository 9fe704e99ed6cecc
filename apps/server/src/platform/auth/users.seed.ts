import type { Queryable } from '../db/client.ts';
import { userRoles, users } from '../db/platform.tables.ts';
import { hashPassword } from './passwords.ts';

export const DEMO_PASSWORD = 'portal-demo';

type NewUser = typeof users.$inferInsert;
interface DemoAccount extends Omit<NewUser, 'username' | 'email' | 'passwordHash'> {
  username: string;
  roles: string[];
}

/** The demo accounts of ARCHITECTURE.md; e-mail is <username>@example.edu.cn. */
export const demoAccounts: DemoAccount[] = [
  { username: 'mba01', name: '李明', enName: 'Ming Li', studentNumber: '2025310001', className: 'MBA 2025 秋季 1 班', gender: 'M', birthDate: '1994-05-12', mobile: '13800000001', pageType: 'mba', studentTypeId: 3, studyEntranceYear: 2025, sutdentType: 'MBA', resumeStudentType: 3, showDirectionKey: 'finance', roles: ['student'] },
  { username: 'emba01', name: '王芳', enName: 'Fang Wang', studentNumber: '2024320001', className: 'EMBA 2024 北京 2 班', gender: 'F', birthDate: '1982-11-03', mobile: '13800000002', pageType: 'emba', studentTypeId: 4, studyEntranceYear: 2024, sutdentType: 'EMBA', resumeStudentType: 3, isBishop: true, roles: ['student'] },
  { username: 'benyan01', name: '张伟', enName: 'Wei Zhang', studentNumber: '2023010001', className: '经济与金融 2023 级 1 班', gender: 'M', birthDate: '2005-02-20', mobile: '13800000003', pageType: 'benyan', studentTypeId: 1, studyEntranceYear: 2023, sutdentType: 'undergraduate', resumeStudentType: 1, roles: ['student'] },
  { username: 'grad01', name: '刘洋', enName: 'Yang Liu', studentNumber: '2024210001', className: '管理科学与工程 2024 级硕士班', gender: 'F', birthDate: '2001-08-08', mobile: '13800000004', pageType: 'master', studentTypeId: 2, studyEntranceYear: 2024, sutdentType: 'master', resumeStudentType: 2, isOutBishop: true, roles: ['student'] },
  { username: 'phd01', name: '陈静', enName: 'Jing Chen', studentNumber: '2022410001', className: '工商管理 2022 级博士班', gender: 'F', birthDate: '1996-04-15', mobile: '13800000005', pageType: 'phd', studentTypeId: 2, studyEntranceYear: 2022, sutdentType: 'doctoral', resumeStudentType: 2, roles: ['student'] },
  { username: 'teacher01', name: '赵老师', enName: 'Prof. Zhao', hrUserId: 'T0001', gender: 'M', roles: ['teacher'] },
  { username: 'courseadmin', name: '教务选课管理员', enName: 'Course Administrator', hrUserId: 'S0002', roles: ['course.admin'] },
  { username: 'newsadmin', name: '新闻管理员', enName: 'News Administrator', hrUserId: 'S0001', roles: ['news.site.admin'] },
  { username: 'admin', name: '系统管理员', enName: 'Administrator', hrUserId: 'S0000', isAdmin: true, roles: [] },
];

export async function seedDemoUsers(db: Queryable): Promise<Map<string, number>> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, number>();
  for (const { roles, ...account } of demoAccounts) {
    const [row] = await db.insert(users).values({ ...account, email: `${account.username}@example.edu.cn`, passwordHash: hash })
      .returning({ id: users.id });
    if (!row) continue;
    ids.set(account.username, row.id);
    if (roles.length) await db.insert(userRoles).values(roles.map((role) => ({ userId: row.id, role })));
  }
  return ids;
}
