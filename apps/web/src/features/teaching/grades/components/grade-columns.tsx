import type { GradeRow, GradeStudentType } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { pickText, type Language } from '../../../../shared/language.ts';
import type { PagedColumn } from '../../../../shared/paged-table.tsx';

const dash = (v: number | null) => (v === null ? '—' : v);

/** The term's name on a row: the school year and the term's season. */
export const termText = (t: TFunction, r: { schoolYearName: string; term: number }) =>
  t('teaching.grades.termText', { year: r.schoolYearName, term: t(`teaching.grades.terms.${r.term}`) });

/**
 * The columns of a grade table (ACAD-N08, S08): the undergraduate set or the PhD set, both sortable
 * by the server's field names; the staff table adds the student.
 */
export function gradeColumns(t: TFunction, lang: Language, type: GradeStudentType, withStudent = false): PagedColumn<GradeRow>[] {
  const head: PagedColumn<GradeRow>[] = [
    { title: t('teaching.grades.columns.rowNumber'), dataIndex: 'rowNumber', width: 70 },
    { title: t('teaching.grades.columns.schoolYear'), key: 'term', sorter: true, sortField: 'schoolYear', render: (_, r) => termText(t, r) },
  ];
  const student: PagedColumn<GradeRow>[] = withStudent ? [
    { title: t('teaching.grades.columns.studentNumber'), dataIndex: 'studentNumber', sorter: true },
    { title: t('teaching.grades.columns.studentName'), key: 'name', sorter: true, sortField: 'studentName', render: (_, r) => pickText(lang, r.studentName, r.studentNameEn) },
  ] : [];
  const sortable = (key: keyof GradeRow & string): PagedColumn<GradeRow> => ({
    title: t(`teaching.grades.columns.${key}`), dataIndex: key, sorter: true, render: (v: number | null) => dash(v),
  });
  const body = type === 'phd'
    ? [sortable('evaluationRank'), {
      title: t('teaching.grades.columns.scholarshipLevel'), dataIndex: 'scholarshipLevel', sorter: true,
      render: (v: number | null) => (v === null ? '—' : t(`teaching.grades.scholarship.${v}`)),
    } satisfies PagedColumn<GradeRow>, sortable('professionalEvaluationRank')]
    : [sortable('classRank'), sortable('majorRank'), sortable('comprehensiveGPA'), sortable('coreCourseGPA')];
  return [...head, ...student, ...body];
}
