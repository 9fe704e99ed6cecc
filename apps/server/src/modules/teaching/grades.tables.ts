import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/platform.tables.ts';
import { schoolTerms } from './teaching.tables.ts';

/**
 * A student's term grades (ACAD-N08): one row per student, school year and term. `studentType`
 * says which column set the row holds; the checks keep the other set empty, so a PhD row never
 * shows undergraduate ranks whatever an import sent.
 */
export const termGrades = pgTable('term_grades', {
  id: serial('id').primaryKey(),
  studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  schoolYear: integer('school_year').notNull(),
  term: smallint('term').notNull(),
  /** 'undergraduate' or 'phd' (gradeStudentTypes). */
  studentType: text('student_type').notNull(),
  classRank: integer('class_rank'),
  majorRank: integer('major_rank'),
  comprehensiveGpa: numeric('comprehensive_gpa', { mode: 'number', precision: 4, scale: 2 }),
  coreCourseGpa: numeric('core_course_gpa', { mode: 'number', precision: 4, scale: 2 }),
  evaluationRank: integer('evaluation_rank'),
  /** 0 none, 1 first class, 2 second, 3 third. */
  scholarshipLevel: smallint('scholarship_level'),
  professionalEvaluationRank: integer('professional_evaluation_rank'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  foreignKey({ name: 'term_grades_term_fk', columns: [t.schoolYear, t.term], foreignColumns: [schoolTerms.schoolYear, schoolTerms.term] }),
  uniqueIndex('term_grades_student_term').on(t.studentId, t.schoolYear, t.term),
  index('term_grades_term_idx').on(t.schoolYear, t.term),
  check('term_grades_type', sql`${t.studentType} in ('undergraduate', 'phd')`),
  check('term_grades_columns', sql`case when ${t.studentType} = 'phd'
    then ${t.classRank} is null and ${t.majorRank} is null and ${t.comprehensiveGpa} is null and ${t.coreCourseGpa} is null
    else ${t.evaluationRank} is null and ${t.scholarshipLevel} is null and ${t.professionalEvaluationRank} is null end`),
  check('term_grades_gpa', sql`${t.comprehensiveGpa} between 0 and 5 and ${t.coreCourseGpa} between 0 and 5`),
  check('term_grades_scholarship', sql`${t.scholarshipLevel} between 0 and 3`),
  check('term_grades_ranks', sql`${t.classRank} > 0 and ${t.majorRank} > 0 and ${t.evaluationRank} > 0 and ${t.professionalEvaluationRank} > 0`),
]);
