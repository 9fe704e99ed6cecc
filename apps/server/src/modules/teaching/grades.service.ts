import type { GradeImportPreview, GradeImportRow, GradeListBody, GradeRow, GradeStudentType, PageQuery } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { findUserById } from '../../platform/auth/auth.repo.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { bizErrorOf, notAuthorised } from '../../platform/http/errors.ts';
import { ImportRowProblemList } from '../../platform/files/import-row-problems.ts';
import { courseResultPage, gradePage, gradesForExport, studentsByNumber, termKeys, upsertGrade, type GradeFilter } from './grades.repo.ts';
import { gradesWorkbook, parseGradeSheet, type GradeSheetLine } from './grades-xlsx.ts';

const undergraduateFields = ['classRank', 'majorRank', 'comprehensiveGPA', 'coreCourseGPA'] as const;
const phdFields = ['evaluationRank', 'scholarshipLevel', 'professionalEvaluationRank'] as const;

/** Doctoral students see the PhD column set; every other student the undergraduate one (README). */
export function gradeStudentTypeOf(u: { pageType: string | null; sutdentType: string | null }): GradeStudentType {
  return u.sutdentType === 'doctoral' || u.pageType === 'phd' ? 'phd' : 'undergraduate';
}

const yearName = (y: number) => `${y}-${y + 1}`;

type Listed = Awaited<ReturnType<typeof gradePage>>['rows'][number];
const toRow = (offset: number) => (r: Listed, i: number): GradeRow => ({
  id: r.id, rowNumber: offset + i + 1, schoolYear: r.schoolYear, schoolYearName: yearName(r.schoolYear), term: r.term,
  studentNumber: r.studentNumber ?? '', studentName: r.studentName, studentNameEn: r.studentNameEn,
  classRank: r.classRank, majorRank: r.majorRank, comprehensiveGPA: r.comprehensiveGPA, coreCourseGPA: r.coreCourseGPA,
  evaluationRank: r.evaluationRank, scholarshipLevel: r.scholarshipLevel, professionalEvaluationRank: r.professionalEvaluationRank,
});

/** A row's problems that need the student: unknown, the wrong column set, or no grade at all. */
function checkAgainstStudent(problems: ImportRowProblemList, n: number, r: GradeImportRow, type: GradeStudentType | undefined, terms: Set<string>) {
  if (!type) problems.add(n, '93300', { value: r.studentNumber });
  if (!terms.has(`${r.schoolYear}-${r.term}`)) problems.add(n, '93301', { year: yearName(r.schoolYear), term: r.term });
  if (!type) return;
  const own = type === 'phd' ? phdFields : undergraduateFields;
  const other = type === 'phd' ? undergraduateFields : phdFields;
  if (other.some((f) => r[f] !== undefined && r[f] !== null)) problems.add(n, type === 'phd' ? '93302' : '93303');
  else if (own.every((f) => r[f] === undefined || r[f] === null)) problems.add(n, '93304');
}

async function studentTypes(q: Queryable, rows: { studentNumber: string }[]) {
  const found = await studentsByNumber(q, [...new Set(rows.map((r) => r.studentNumber))]);
  return new Map(found.map((s) => [s.studentNumber!, { id: s.id, name: s.name, type: gradeStudentTypeOf(s) }]));
}

/** Grades (ACAD-C30, C32), course results (R06), and the staff import and export. */
export class GradesService {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async studentType(auth: AuthContext) {
    const user = await findUserById(this.db, auth.userId);
    if (!user) throw notAuthorised();
    const studentType = gradeStudentTypeOf(user);
    return { studentType, isPhd: studentType === 'phd' };
  }

  /** The caller's own rows only: the list has no student parameter, the token decides. */
  async myGrades(auth: AuthContext, body: GradeListBody) {
    return this.page({ studentId: auth.userId, year: body.year, term: body.term }, body);
  }

  async page(f: GradeFilter, p: PageQuery) {
    const { rows, total } = await gradePage(this.db, f, p);
    return { data: rows.map(toRow(p.pageNo * p.pageSize)), total };
  }

  async courseResults(auth: AuthContext, body: PageQuery & { year?: number | null; term?: number | null }) {
    const { rows, total } = await courseResultPage(this.db, auth.userId, body, body);
    return { data: rows.map((r) => ({ ...r, schoolYearName: yearName(r.schoolYear), credit: Number(r.credit) })), total };
  }

  /** Reads a sheet and checks each row against the students and terms; writes nothing. */
  async preview(path: string): Promise<GradeImportPreview> {
    const { rows, problems } = await parseGradeSheet(path);
    const [students, terms] = await Promise.all([studentTypes(this.db, rows), termKeys(this.db)]);
    for (const r of rows) checkAgainstStudent(problems, r.row, r, students.get(r.studentNumber)?.type, terms);
    const valid = rows.filter((r) => !problems.has(r.row)).map((r) => {
      const s = students.get(r.studentNumber)!;
      return { ...r, studentName: s.name, studentType: s.type };
    });
    return { rows: valid, problems: problems.list() };
  }

  /**
   * Saves the confirmed rows in one transaction: every row is checked again there (the sheet may
   * be old, a student gone), and one bad row saves none.
   */
  async importRows(rows: GradeImportRow[]) {
    return this.db.transaction(async (tx) => {
      const [students, terms] = await Promise.all([studentTypes(tx, rows), termKeys(tx)]);
      const problems = new ImportRowProblemList();
      rows.forEach((r, i) => checkAgainstStudent(problems, i + 1, r, students.get(r.studentNumber)?.type, terms));
      const first = problems.list()[0]?.problems[0];
      if (first) throw bizErrorOf(first.code, first.params, { data: problems.list() });
      let created = 0;
      for (const r of rows) {
        const s = students.get(r.studentNumber)!;
        if (await upsertGrade(tx, { ...r, studentId: s.id, studentType: s.type })) created += 1;
      }
      return { created, updated: rows.length - created };
    });
  }

  async exportFile(f: GradeFilter): Promise<Buffer> {
    const rows = await gradesForExport(this.db, f);
    const lines: GradeSheetLine[] = rows.map((r) => ({
      studentNumber: r.studentNumber, studentName: r.studentName, schoolYear: r.schoolYear, term: r.term,
      classRank: r.classRank, majorRank: r.majorRank, comprehensiveGPA: r.comprehensiveGPA, coreCourseGPA: r.coreCourseGPA,
      evaluationRank: r.evaluationRank, scholarshipLevel: r.scholarshipLevel, professionalEvaluationRank: r.professionalEvaluationRank,
    }));
    return gradesWorkbook(lines);
  }

  template(): Promise<Buffer> {
    // Sample numbers no student has: a template uploaded unchanged is refused, never saved over someone.
    return gradesWorkbook([
      { studentNumber: 'EXAMPLE-01', studentName: '张伟 Wei Zhang', schoolYear: 2025, term: 1, classRank: 3, majorRank: 12, comprehensiveGPA: 3.62, coreCourseGPA: 3.75 },
      { studentNumber: 'EXAMPLE-02', studentName: '陈静 Jing Chen', schoolYear: 2025, term: 1, evaluationRank: 2, scholarshipLevel: 1, professionalEvaluationRank: 4 },
    ]);
  }
}
