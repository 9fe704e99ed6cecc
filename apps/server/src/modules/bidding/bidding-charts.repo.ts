import { sql } from 'drizzle-orm';
import { PlanState } from '@portal/contracts';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';

/** Reads of the charts after clearing and of the simulator: bids' points (no identities) and past clearing prices. */

/** A round of a plan whose results are published (cc: css_course_clearings, p: css_plans). */
const published = sql`((cc.round = 1 and p.plan_state >= ${PlanState.firstPublished}) or (cc.round = 2 and p.plan_state >= ${PlanState.secondPublished}))`;

/** The points of every bid a round's clearing resolved on the course (a round-1 win dropped later included). */
export async function clearedPoints(db: Queryable, courseId: number, round: 1 | 2): Promise<number[]> {
  const rows = rowsOf<{ points: number }>(await db.execute(sql`
    select points from css_bids where course_id = ${courseId} and round = ${round} and resolved_at is not null`));
  return rows.map((r) => r.points);
}

export interface PastPriceRow {
  course_number: string; plan_id: number; plan_name: string; plan_name_en: string | null; school_year: string; term: number; round: number; price: number | null;
}

/**
 * The published clearing prices of a course number in plans that began before `planId`, oldest
 * first (a plan's round 1 before its round 2).
 */
export async function pastPrices(db: Queryable, planId: number, courseNumber: string): Promise<PastPriceRow[]> {
  return rowsOf<PastPriceRow>(await db.execute(sql`
    select c.course_number, p.id as plan_id, p.plan_name, p.plan_name_en, p.school_year, p.term, cc.round, cc.price
    from css_course_clearings cc
    join css_courses c on c.id = cc.course_id
    join css_plans p on p.id = cc.plan_id
    join css_plans me on me.id = ${planId}
    where c.course_number = ${courseNumber} and p.id <> me.id and p.first_begin < me.first_begin and ${published}
    order by p.first_begin, p.id, cc.round`));
}

/**
 * For each course number, the latest published clearing price of an earlier plan (its latest round
 * with a price: a round nobody won has none, which says nothing about the competition).
 */
export async function latestPrices(db: Queryable, planId: number, courseNumbers: string[]): Promise<Map<string, PastPriceRow>> {
  if (courseNumbers.length === 0) return new Map();
  const rows = rowsOf<PastPriceRow>(await db.execute(sql`
    select distinct on (c.course_number) c.course_number, p.id as plan_id, p.plan_name, p.plan_name_en, p.school_year, p.term, cc.round, cc.price
    from css_course_clearings cc
    join css_courses c on c.id = cc.course_id
    join css_plans p on p.id = cc.plan_id
    join css_plans me on me.id = ${planId}
    where c.course_number in (${sql.join(courseNumbers.map((n) => sql`${n}`), sql`, `)})
      and p.id <> me.id and p.first_begin < me.first_begin and cc.price is not null and ${published}
    order by c.course_number, p.first_begin desc, p.id desc, cc.round desc`));
  return new Map(rows.map((r) => [r.course_number, r]));
}
