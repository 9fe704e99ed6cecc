import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';

/**
 * What other modules may know of a student's resumes (the profile statistics): whether the student
 * has a resume — one submitted at least once, or an own PDF uploaded — and whether one asked for
 * optimisation (asked or done).
 */
export async function resumeFlagsOf(db: Queryable, studentId: number): Promise<{ hasResume: boolean; optimizeApplied: boolean }> {
  const [row] = rowsOf<{ has_resume: boolean; optimize_applied: boolean }>(await db.execute(sql`
    select coalesce(bool_or(submitted_at is not null or (kind = 4 and up_resume_file_id is not null)), false) as has_resume,
           coalesce(bool_or(optimize_state in (1, 2)), false) as optimize_applied
    from resumes where student_id = ${studentId}`));
  return { hasResume: !!row?.has_resume, optimizeApplied: !!row?.optimize_applied };
}
