import { Role } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { hasRole } from '../../platform/auth/access.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { BizError, otherUsersData } from '../../platform/http/errors.ts';
import { reviewerProgrammeIds } from './dd-scopes.repo.ts';
import * as repo from './dd.repo.ts';

/**
 * Who may touch an application (README 'Access'): its student only; another student's id answers
 * 403 on every call, an unknown one 97101. A studentId sent in a request must be the caller's.
 */
export function checkStudentId(auth: AuthContext, studentId: number | undefined): void {
  if (studentId !== undefined && studentId !== auth.userId) throw otherUsersData();
}

export async function ownSignup(db: Queryable, auth: AuthContext, id: number, lock = false): Promise<repo.SignupRow> {
  if (id === 0) throw new BizError('97102');
  const s = lock ? await repo.lockSignup(db, id) : await repo.signupById(db, id);
  if (!s) throw new BizError('97101');
  if (s.studentId !== auth.userId) throw otherUsersData();
  return s;
}

/** A draft the caller may change now: own, not submitted (97103), its round's window open (97104). Locked for the transaction. */
export async function editableSignup(tx: Queryable, auth: AuthContext, id: number): Promise<repo.SignupRow> {
  const s = await ownSignup(tx, auth, id, true);
  if (s.submitTime) throw new BizError('97103');
  const m = await repo.manageById(tx, s.applyManageId);
  if (!m?.isOpen) throw new BizError('97104');
  return s;
}

/**
 * The programmes whose applicants the caller may see (README 'Reviewing'): `null` for the office
 * (mobility.admin, administrators), the assigned ones for a reviewer, none for anyone else.
 */
export async function programmeScope(db: Queryable, auth: AuthContext): Promise<number[] | null> {
  if (hasRole(auth, [Role.mobilityAdmin])) return null;
  if (auth.roles.includes(Role.ddReviewer)) return reviewerProgrammeIds(db, auth.userId);
  return [];
}

export const inScope = (scope: number[] | null, projectId: number) => scope === null || scope.includes(projectId);

/** An application whose programme the caller reviews or runs; another programme's answers 403, an unknown id 97101. */
export async function reviewableSignup(db: Queryable, auth: AuthContext, id: number, lock = false): Promise<repo.SignupRow> {
  const s = lock ? await repo.lockSignup(db, id) : await repo.signupById(db, id);
  if (!s) throw new BizError('97101');
  if (!inScope(await programmeScope(db, auth), s.projectId)) throw otherUsersData();
  return s;
}
