import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';
import type { DemoCalendar } from '../../platform/db/demo-calendar.ts';
import { ddProgrammeReviewers, ddReviewCriteria, ddReviewScores, ddReviewSheets, ddSignups } from './dd.tables.ts';

type Signup = typeof ddSignups.$inferInsert;

/** The round's score sheet in the demo: the criteria a school commonly weighs. */
const demoCriteria = [
  { name: '学术背景', nameEn: 'Academic background', maxScore: 30 },
  { name: '工作经历', nameEn: 'Work experience', maxScore: 30 },
  { name: '语言能力', nameEn: 'Language proficiency', maxScore: 20 },
  { name: '申请动机', nameEn: 'Motivation', maxScore: 20 },
];

/**
 * The demo's reviewing (README 'Reviewing'): reviewer01 reviews ESSEC (this year's round) and
 * Mannheim (last year's); three MBA classmates have submitted to ESSEC, one already scored by
 * reviewer01, so the reviewer's page has work waiting and a sheet to edit.
 */
export async function seedReviewing(tx: Queryable, reviewerId: number, essec: { manageId: number; projectId: number }, rounds: number[],
  applicant: (studentId: number, hour: number) => Signup, cal: DemoCalendar): Promise<void> {
  const criteria = [];
  for (const manageId of rounds) {
    criteria.push(...await tx.insert(ddReviewCriteria).values(demoCriteria.map((c, i) => ({ ...c, applyManageId: manageId, sortOrder: i + 1 })))
      .returning({ id: ddReviewCriteria.id, applyManageId: ddReviewCriteria.applyManageId }));
  }
  const mannheim = rowsOf<{ id: number }>(await tx.execute(sql`select id from dd_projects where apply_manage_id = ${rounds[0]!}`));
  await tx.insert(ddProgrammeReviewers).values([essec.projectId, ...mannheim.map((p) => p.id)].map((projectId) => ({ projectId, reviewerId, createdAt: cal.at(-7, 10) })));

  const classmates = rowsOf<{ id: number }>(await tx.execute(sql`select id from users where page_type = 'mba' and username <> 'mba01' order by id offset 1 limit 3`));
  if (!classmates.length) return;
  const rows = await tx.insert(ddSignups).values(classmates.map((c, i) => ({
    ...applicant(c.id, 9 + i), applyManageId: essec.manageId, projectId: essec.projectId, nameAsPassport: ['WANG WU', 'ZHAO LIU', 'SUN QI'][i]!,
    gsmResult: 0, submitTime: cal.at(-3, 9 + i), createdAt: cal.at(-4, 9 + i), updatedAt: cal.at(-3, 9 + i),
  }))).returning({ id: ddSignups.id });
  const [sheet] = await tx.insert(ddReviewSheets).values({
    signupId: rows[0]!.id, reviewerId, comment: '工作经历扎实，语言成绩需提高。Solid experience; the language score should improve.',
    createdAt: cal.at(-1, 15), updatedAt: cal.at(-1, 15),
  }).returning({ id: ddReviewSheets.id });
  const open = criteria.filter((c) => c.applyManageId === essec.manageId);
  await tx.insert(ddReviewScores).values(open.map((c, i) => ({ sheetId: sheet!.id, criterionId: c.id, score: [24, 26, 14, 17][i]! })));
}
