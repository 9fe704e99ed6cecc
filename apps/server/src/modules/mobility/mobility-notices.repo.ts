import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';

/** What the mobility notices say about a project or a plan, read in the transaction of the change. */

export async function projectForNotice(db: Queryable, projectId: number) {
  return rowsOf<{ planId: number; project: string; city: string; dates: string; schoolYear: string; number: string }>(await db.execute(sql`
    select x.plan_id as "planId", x.project_name as project, x.city, x.active_time as dates, p.school_year_name as "schoolYear", p.number
    from mob_projects x join mob_plans p on p.id = x.plan_id where x.id = ${projectId}`))[0];
}

export async function planForNotice(db: Queryable, planId: number) {
  return rowsOf<{ schoolYear: string; number: string }>(await db.execute(sql`
    select school_year_name as "schoolYear", number from mob_plans where id = ${planId}`))[0];
}
