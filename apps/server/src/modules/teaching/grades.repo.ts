import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { GradeImportRow, GradeStudentType, PageQuery } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { filtersOf, offsetOf, orderOf, textSearch, type AllowList } from '../../platform/http/paging.ts';
import { termGrades } from './grades.tables.ts';
import { enrolments, schoolTerms, teachingCourses } from './teaching.tables.ts';

/** Request field names of the grade lists → columns (filters and sorts); nothing else reaches SQL. */
export const gradeAllowList: AllowList = {
  schoolYear: termGrades.schoolYear,
  year: termGrades.schoolYear,
  term: termGrades.term,
  studentNumber: users.studentNumber,
  studentName: users.name,
  classRank: termGrades.classRank,
  majorRank: termGrades.majorRank,
  comprehensiveGPA: termGrades.comprehensiveGpa,
  coreCourseGPA: termGrades.coreCourseGpa,
  evaluationRank: termGrades.evaluationRank,
  scholarshipLevel: termGrades.scholarshipLevel,
  professionalEvaluationRank: termGrades.professionalEvaluationRank,
};

export interface GradeFilter {
  studentId?: number;
  year?: number | null;
  term?: number | null;
  studentType?: GradeStudentType | null;
}

const gradeColumns = {
  id: termGrades.id,
  schoolYear: termGrades.schoolYear,
  term: termGrades.term,
  studentType: termGrades.studentType,
  studentNumber: users.studentNumber,
  studentName: users.name,
  studentNameEn: users.enName,
  classRank: termGrades.classRank,
  majorRank: termGrades.majorRank,
  comprehensiveGPA: termGrades.comprehensiveGpa,
  coreCourseGPA: termGrades.coreCourseGpa,
  evaluationRank: termGrades.evaluationRank,
  scholarshipLevel: termGrades.scholarshipLevel,
  professionalEvaluationRank: termGrades.professionalEvaluationRank,
};

function gradeWhere(f: GradeFilter, p: Pick<PageQuery, 'conModels' | 'queryText'>): SQL | undefined {
  return and(
    f.studentId === undefined ? undefined : eq(termGrades.studentId, f.studentId),
    f.year ? eq(termGrades.schoolYear, f.year) : undefined,
    f.term ? eq(termGrades.term, f.term) : undefined,
    f.studentType ? eq(termGrades.studentType, f.studentType) : undefined,
    textSearch(p.queryText, users.studentNumber, users.name),
    filtersOf(gradeAllowList, p.conModels),
  );
}

/** One page of grade rows, newest term first unless the request sorts otherwise. */
export async function gradePage(q: Queryable, f: GradeFilter, p: PageQuery) {
  const where = gradeWhere(f, p);
  const rows = await q.select(gradeColumns).from(termGrades).innerJoin(users, eq(users.id, termGrades.studentId)).where(where)
    .orderBy(...orderOf(gradeAllowList, p, [desc(termGrades.schoolYear), desc(termGrades.term), asc(users.studentNumber), asc(termGrades.id)]))
    .limit(p.pageSize).offset(offsetOf(p));
  const [count] = await q.select({ n: sql<number>`count(*)::int` }).from(termGrades).innerJoin(users, eq(users.id, termGrades.studentId)).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** Every row of the filter, for the export (bounded by the number of students times terms). */
export function gradesForExport(q: Queryable, f: GradeFilter) {
  return q.select(gradeColumns).from(termGrades).innerJoin(users, eq(users.id, termGrades.studentId))
    .where(gradeWhere(f, { conModels: [], queryText: '' }))
    .orderBy(desc(termGrades.schoolYear), desc(termGrades.term), asc(users.studentNumber));
}

/** Students by number, with what decides their grade columns. */
export function studentsByNumber(q: Queryable, numbers: string[]) {
  if (numbers.length === 0) return Promise.resolve([]);
  return q.select({ id: users.id, studentNumber: users.studentNumber, name: users.name, pageType: users.pageType, sutdentType: users.sutdentType })
    .from(users).where(inArray(users.studentNumber, numbers));
}

/** The (year, term) pairs that exist, as 'year-term' keys. */
export async function termKeys(q: Queryable): Promise<Set<string>> {
  const rows = await q.select({ y: schoolTerms.schoolYear, t: schoolTerms.term }).from(schoolTerms);
  return new Set(rows.map((r) => `${r.y}-${r.t}`));
}

export type GradeValues = Omit<GradeImportRow, 'studentNumber'> & { studentId: number; studentType: GradeStudentType };

/** Inserts or replaces one student's term row; answers whether it was new. */
export async function upsertGrade(q: Queryable, v: GradeValues): Promise<boolean> {
  const values = {
    studentId: v.studentId, schoolYear: v.schoolYear, term: v.term, studentType: v.studentType,
    classRank: v.classRank ?? null, majorRank: v.majorRank ?? null, comprehensiveGpa: v.comprehensiveGPA ?? null, coreCourseGpa: v.coreCourseGPA ?? null,
    evaluationRank: v.evaluationRank ?? null, scholarshipLevel: v.scholarshipLevel ?? null, professionalEvaluationRank: v.professionalEvaluationRank ?? null,
  };
  const [row] = await q.insert(termGrades).values(values)
    .onConflictDoUpdate({ target: [termGrades.studentId, termGrades.schoolYear, termGrades.term], set: { ...values, updatedAt: sql`now()` } })
    // xmax is 0 on a freshly inserted row version and non-zero on an updated one.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return Boolean(row?.inserted);
}

/** Course results (R06): the caller's enrolments with their course and result. */
export const courseResultAllowList: AllowList = {
  schoolYear: enrolments.schoolYear,
  year: enrolments.schoolYear,
  term: enrolments.term,
  courseNumber: teachingCourses.courseNumber,
  courseName: teachingCourses.nameCn,
  courseNameEn: teachingCourses.nameEn,
  credit: teachingCourses.credit,
  score: enrolments.score,
  grade: enrolments.grade,
  passStatus: enrolments.passStatus,
};

export async function courseResultPage(q: Queryable, studentId: number, f: { year?: number | null; term?: number | null }, p: PageQuery) {
  const where = and(
    eq(enrolments.studentId, studentId),
    f.year ? eq(enrolments.schoolYear, f.year) : undefined,
    f.term ? eq(enrolments.term, f.term) : undefined,
    textSearch(p.queryText, teachingCourses.courseNumber, teachingCourses.nameCn, teachingCourses.nameEn),
    filtersOf(courseResultAllowList, p.conModels),
  );
  const rows = await q.select({
    id: enrolments.id, courseNumber: teachingCourses.courseNumber, courseName: teachingCourses.nameCn, courseNameEn: teachingCourses.nameEn,
    schoolYear: enrolments.schoolYear, term: enrolments.term, credit: teachingCourses.credit, score: enrolments.score, grade: enrolments.grade, passStatus: enrolments.passStatus,
  }).from(enrolments).innerJoin(teachingCourses, eq(teachingCourses.id, enrolments.courseId)).where(where)
    .orderBy(...orderOf(courseResultAllowList, p, [desc(enrolments.schoolYear), desc(enrolments.term), asc(teachingCourses.courseNumber)]))
    .limit(p.pageSize).offset(offsetOf(p));
  const [count] = await q.select({ n: sql<number>`count(*)::int` }).from(enrolments).innerJoin(teachingCourses, eq(teachingCourses.id, enrolments.courseId)).where(where);
  return { rows, total: count?.n ?? 0 };
}
