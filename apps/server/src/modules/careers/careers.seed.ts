import { Role } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { seedDemoStaff } from '../people/index.ts';

/** The career office's demo account, `careeradmin` (role career.admin), which the parts' data names. */
export async function seedCareerAdmin(db: Queryable, ids: Map<string, number>): Promise<void> {
  await seedDemoStaff(db, ids, { username: 'careeradmin', name: '职业发展中心', enName: 'Career Office', hrUserId: 'S0005', roles: [Role.careerAdmin] });
}
