import { and, desc, inArray, lte } from 'drizzle-orm';
import { demoCalendar } from '../../platform/db/demo-calendar.ts';
import type { Queryable } from '../../platform/db/client.ts';
import type { DemoIds } from '../../platform/domains/module.ts';
import { termGrades } from './grades.tables.ts';
import { schoolTerms } from './teaching.tables.ts';

/** Whose grades the demo shows, and with which column set (gradeStudentTypeOf decides the same). */
const demoStudents = [
  { username: 'benyan01', type: 'undergraduate', base: 3 },
  { username: 'mba01', type: 'undergraduate', base: 8 },
  { username: 'emba01', type: 'undergraduate', base: 5 },
  { username: 'grad01', type: 'undergraduate', base: 11 },
  { username: 'phd01', type: 'phd', base: 2 },
] as const;

/**
 * Term grades of the demo students for the last four main terms (autumn, spring) over by the seed
 * day: with the core seed's oldest term (README '## Demo data') they span two school years.
 * benyan01 and the others get the undergraduate columns, phd01 the PhD columns; values vary by
 * term so sorting shows something.
 */
export async function seedGrades(tx: Queryable, ids: DemoIds, day: Date): Promise<void> {
  const terms = await tx.select({ schoolYear: schoolTerms.schoolYear, term: schoolTerms.term }).from(schoolTerms)
    .where(and(inArray(schoolTerms.term, [1, 3]), lte(schoolTerms.endsAt, day)))
    .orderBy(desc(schoolTerms.startsAt)).limit(4);
  const rows = demoStudents.flatMap((s) => {
    const studentId = ids.get(s.username);
    if (!studentId) return [];
    return terms.map((t, i) => (s.type === 'phd'
      ? { studentId, schoolYear: t.schoolYear, term: t.term, studentType: s.type, evaluationRank: s.base + i, scholarshipLevel: (i % 3) + 1, professionalEvaluationRank: s.base + 2 - (i % 2) }
      : {
        studentId, schoolYear: t.schoolYear, term: t.term, studentType: s.type, classRank: s.base + i, majorRank: s.base * 3 + i * 2,
        comprehensiveGpa: Number((3.8 - i * 0.07 - s.base * 0.01).toFixed(2)), coreCourseGpa: Number((3.7 - i * 0.05 + s.base * 0.005).toFixed(2)),
      }));
  });
  // Entered the morning before the seed day: a whole hour in Beijing, like every demo time.
  const enteredAt = demoCalendar(day).at(-1, 9);
  if (rows.length) await tx.insert(termGrades).values(rows.map((r) => ({ ...r, updatedAt: enteredAt })));
}
