import { TEACHER_SHEET_COLUMNS } from '@portal/contracts';

/**
 * The fields of a teacher in the order of the import sheet (contracts TEACHER_SHEET_COLUMNS), with
 * the control the form gives each. Labels: selection.admin.teacherFields.<key>.
 */
export type TeacherFieldKind = 'text' | 'number' | 'flag' | 'long';
export type TeacherFieldKey = (typeof TEACHER_SHEET_COLUMNS)[number]['key'];

const kinds: Partial<Record<TeacherFieldKey, TeacherFieldKind>> = {
  selectionTimes: 'number', age: 'number', workingYears: 'number',
  isDecryptPhone: 'flag', isGuideForeignStudent: 'flag',
  thesisTopicSelection: 'long', requirements: 'long', teacherEducationalBackground: 'long', teacherProfessionalexperience: 'long',
  studentIndustryBackground: 'long', studentFutureEmploymentbackground: 'long', otherRequirements: 'long',
};

export const teacherFields = TEACHER_SHEET_COLUMNS.map((c) => ({ key: c.key, header: c.header, kind: kinds[c.key] ?? 'text' }));
