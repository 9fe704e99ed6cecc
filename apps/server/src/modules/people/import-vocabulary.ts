import { Role, type PageTypeName } from '@portal/contracts';
import { headerKey } from './import-columns.ts';
import { grantableRoles } from './people.service.ts';

/**
 * The values a roll's cells may name in either language: programmes, student types, genders and
 * roles, each compared like a header (headerKey), so 'mba', 'ＭＢＡ' and 'MBA' are one programme.
 */

interface ProgrammeFacts {
  names: readonly string[];
  /** studentTypeId when the file gives none (the careers activities' student types). */
  studentTypeId: number;
  /** What the demo accounts hold for the programme: the transcript's type and the resume's. */
  sutdentType: string;
  resumeStudentType: number | null;
}

export const programmes: Record<PageTypeName, ProgrammeFacts> = {
  benyan: { names: ['benyan', '本科', '本科生', 'Undergraduate', 'Bachelor', "Bachelor's"], studentTypeId: 1, sutdentType: 'undergraduate', resumeStudentType: 1 },
  mba: { names: ['MBA'], studentTypeId: 3, sutdentType: 'MBA', resumeStudentType: 3 },
  emba: { names: ['EMBA'], studentTypeId: 4, sutdentType: 'EMBA', resumeStudentType: null },
  master: { names: ['master', '硕士', '硕士生', '硕士研究生', '学术硕士', "Master's", 'MSc', 'Masters'], studentTypeId: 2, sutdentType: 'master', resumeStudentType: 2 },
  phd: { names: ['phd', '博士', '博士生', '博士研究生', 'Doctoral', 'Doctorate', 'Ph.D.'], studentTypeId: 2, sutdentType: 'doctoral', resumeStudentType: 2 },
};

/** The student types of the careers activities (ACTIVITY_STUDENT_TYPES), by id and by name. */
const studentTypes: Record<number, readonly string[]> = {
  1: ['1', '本科生', '本科', 'Undergraduate'],
  2: ['2', '研究生', 'Graduate', 'Postgraduate'],
  3: ['3', 'MBA'],
  4: ['4', 'EMBA'],
};

const genders: Record<'M' | 'F', readonly string[]> = { M: ['M', '男', 'Male', 'Man'], F: ['F', '女', 'Female', 'Woman'] };

/** The roles' names as a roll may write them; a role id itself is always accepted. */
export const roleLabels: Record<string, { zh: string; en: string }> = {
  [Role.teacher]: { zh: '教师', en: 'Teacher' },
  [Role.newsAdmin]: { zh: '新闻管理员', en: 'News administrator' },
  [Role.courseAdmin]: { zh: '选课管理员', en: 'Course administrator' },
  [Role.surveyAdmin]: { zh: '调查管理员', en: 'Survey administrator' },
  [Role.teachingAdmin]: { zh: '教务管理员', en: 'Teaching administrator' },
  [Role.careerAdmin]: { zh: '职业发展管理员', en: 'Career administrator' },
  [Role.counsellor]: { zh: '职业顾问', en: 'Counsellor' },
  [Role.mentor]: { zh: '校外导师', en: 'Mentor' },
  [Role.supervisor]: { zh: '论文导师', en: 'Supervisor' },
  [Role.selectionAdmin]: { zh: '导师双选管理员', en: 'Selection administrator' },
  [Role.canteenAdmin]: { zh: '餐厅管理员', en: 'Canteen administrator' },
  [Role.mobilityAdmin]: { zh: '国际交流管理员', en: 'Mobility administrator' },
  [Role.ddReviewer]: { zh: '双学位审核人', en: 'Double-degree reviewer' },
  [Role.studentAffairs]: { zh: '学生事务', en: 'Student affairs' },
  [Role.peopleAdmin]: { zh: '人员管理员', en: 'People administrator' },
};

function lookup<T>(entries: [T, readonly string[]][]): (text: string) => T | null {
  const map = new Map<string, T>();
  for (const [value, words] of entries) for (const w of words) map.set(headerKey(w), value);
  return (text) => map.get(headerKey(text)) ?? null;
}

export const programmeOf = lookup(Object.entries(programmes).map(([k, p]) => [k as PageTypeName, p.names]));
export const studentTypeOf = lookup(Object.entries(studentTypes).map(([k, words]) => [Number(k), words]));
export const genderOf = lookup(Object.entries(genders) as ['M' | 'F', readonly string[]][]);

/** A staff member's roles: every grantable role but `student`, by id or by its Chinese or English name. */
export const roleOf = lookup(grantableRoles.filter((r) => r !== Role.student).map((r) => [r, [r, ...(roleLabels[r] ? [roleLabels[r].zh, roleLabels[r].en] : [])]]));

/** The separators a roles cell may use: , ， ; ； 、 and line breaks. */
export const splitRoles = (text: string): string[] => text.split(/[,，;；、\n]/).map((s) => s.trim()).filter(Boolean);
