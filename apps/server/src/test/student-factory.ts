import { randomBytes } from 'node:crypto';
import { hashPassword } from '../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../platform/auth/users.seed.ts';
import type { Queryable } from '../platform/db/client.ts';
import { userRoles, users } from '../platform/db/platform.tables.ts';

/** N fresh students (MBA, type 3, unless `over` says otherwise) who can sign in with the demo password. */
export async function freshStudents(db: Queryable, n: number, over: Partial<typeof users.$inferInsert> = {}): Promise<{ id: number; username: string }[]> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const tag = randomBytes(3).toString('hex');
  const rows = await db.insert(users).values(Array.from({ length: n }, (_, i) => ({
    username: `st${tag}n${i + 1}`, name: `测试学生 ${i + 1}`, enName: `Test Student ${i + 1}`, email: `st${tag}n${i + 1}@example.edu.cn`, passwordHash: hash,
    studentNumber: `T${tag}${String(i + 1).padStart(4, '0')}`, className: `测试班 ${tag}`, classNameEn: `Test class ${tag}`, pageType: 'mba', studentTypeId: 3,
    studyEntranceYear: 2024, ...over,
  }))).returning({ id: users.id, username: users.username });
  await db.insert(userRoles).values(rows.map((r) => ({ userId: r.id, role: 'student' })));
  return rows;
}
