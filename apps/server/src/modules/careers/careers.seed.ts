import { Role } from '@portal/contracts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../platform/auth/users.seed.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';

/** The career office's demo account, `careeradmin` (role career.admin), which the parts' data names. */
export async function seedCareerAdmin(db: Queryable, ids: Map<string, number>): Promise<void> {
  const [admin] = await db.insert(users).values({
    username: 'careeradmin', name: '职业发展中心', enName: 'Career Office', hrUserId: 'S0005',
    email: 'careeradmin@example.edu.cn', passwordHash: await hashPassword(DEMO_PASSWORD),
  }).returning({ id: users.id });
  await db.insert(userRoles).values({ userId: admin!.id, role: Role.careerAdmin });
  ids.set('careeradmin', admin!.id);
}
