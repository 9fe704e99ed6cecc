import { eq } from 'drizzle-orm';
import { Role, type StudentKind } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { assertOwnOrRole } from '../../platform/auth/access.ts';
import { lockContact } from '../../platform/auth/user-contact.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { BizError, otherUsersData } from '../../platform/http/errors.ts';

/** Who reads every student's profile (read-only); administrators pass every role rule. */
export const PROFILE_STAFF = [Role.studentAffairs];

export type Student = typeof users.$inferSelect;

/** The kind that decides which fields apply (PROF-S05, README 'Visibility'). */
export function studentKindOf(u: Pick<Student, 'pageType' | 'studentTypeId' | 'sutdentType'>): StudentKind {
  if (u.pageType === 'benyan' || u.studentTypeId === 1) return 'undergraduate';
  if (u.pageType === 'phd' || u.sutdentType === 'doctoral') return 'doctoral';
  return 'master';
}
/** Resume student type 3 (MBA): parents' fields hidden, marital status and transactionName shown. */
export const isType3 = (u: Pick<Student, 'resumeStudentType'>) => u.resumeStudentType === 3;
/** The employment-consideration dictionary of the student's page (PROF-U10): MBAChoose on mba (and emba) pages, BSBChoose on the others. */
export const considerationTypeOf = (u: Pick<Student, 'pageType'>): 'MBAChoose' | 'BSBChoose' => (u.pageType === 'mba' || u.pageType === 'emba' ? 'MBAChoose' : 'BSBChoose');

/**
 * A read (README 'Access'): the student's own, or staff of student affairs (and administrators)
 * reading anyone's; every other caller gets 403 for another id. An unknown student: 98001.
 */
export async function readableStudent(db: Queryable, auth: AuthContext, studentId: number): Promise<Student> {
  assertOwnOrRole(auth, studentId, PROFILE_STAFF);
  const [u] = await db.select().from(users).where(eq(users.id, studentId)).limit(1);
  if (!u) throw new BizError('98001');
  return u;
}

/**
 * A write, inside its transaction: only the student's own profile (a studentId naming anyone
 * else, staff included, is 403), and only by a student on the roll (a student number). The
 * student's row is locked, so two saves of one student never interleave (whole-list saves).
 */
export async function writableStudent(tx: Queryable, auth: AuthContext, studentId: number | undefined): Promise<Student> {
  if (studentId !== undefined && studentId !== auth.userId) throw otherUsersData();
  await lockContact(tx, auth.userId);
  const [u] = await tx.select().from(users).where(eq(users.id, auth.userId)).limit(1);
  if (!u?.studentNumber) throw otherUsersData();
  return u;
}
