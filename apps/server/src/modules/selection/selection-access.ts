import { Role } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { hasRole } from '../../platform/auth/access.ts';
import { otherUsersData } from '../../platform/http/errors.ts';

/** Who may do what in selection (README 'Roles'). */

/** The staff who run selection see and act on every round, teacher and choice. */
export const STAFF = [Role.selectionAdmin] as const;
/** Who answers choices: mentors and supervisors for themselves, the staff for anyone. */
export const TEACHERS = [Role.mentor, Role.supervisor, Role.selectionAdmin] as const;
export const isStaff = (ctx: AuthContext) => hasRole(ctx, STAFF);

/** A studentId in a request must be the caller's own (ARCHITECTURE 'The API contract', SEL-S08). */
export function ownId(ctx: AuthContext, studentId: number | null | undefined): void {
  if (studentId !== null && studentId !== undefined && studentId !== ctx.userId) throw otherUsersData();
}
