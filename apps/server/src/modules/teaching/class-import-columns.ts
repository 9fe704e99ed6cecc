import type { ClassImportKind } from '@portal/contracts';

/**
 * The sheets of the class imports (README 'Classes'): one row per meeting pattern of a class
 * (rows of the same course, school year, term and class name make one class), and one row per
 * enrolment (a student, or a whole cohort class). Headers in both languages, as the templates and
 * the samples of docs/samples write them; a sheet without its header row is read by position.
 */

export const classColumns = [
  { key: 'courseNumber', header: '课程编号 Course number' },
  { key: 'schoolYear', header: '学年 School year' },
  { key: 'term', header: '学期 Term' },
  { key: 'pageType', header: '学生类型 Programme' },
  { key: 'className', header: '班级 Class' },
  { key: 'classNameEn', header: '班级英文名 Class (English)' },
  { key: 'teachers', header: '教师工号 Teachers' },
  { key: 'venue', header: '地点 Venue' },
  { key: 'venueEn', header: '地点英文 Venue (English)' },
  { key: 'capacity', header: '容量 Capacity' },
  { key: 'weeks', header: '周次 Weeks' },
  { key: 'weekday', header: '星期 Weekday' },
  { key: 'date', header: '日期 Date' },
  { key: 'beginTime', header: '开始 Begins' },
  { key: 'endTime', header: '结束 Ends' },
] as const;

export const enrolmentColumns = [
  { key: 'courseNumber', header: '课程编号 Course number' },
  { key: 'schoolYear', header: '学年 School year' },
  { key: 'term', header: '学期 Term' },
  { key: 'className', header: '班级 Class' },
  { key: 'studentNumber', header: '学号 Student number' },
  { key: 'cohortClassName', header: '行政班 Cohort class' },
] as const;

export const columnsOfImport = (kind: ClassImportKind) => (kind === 'classes' ? classColumns : enrolmentColumns);

/** The programme names a sheet may give, as the people import reads them. */
export const programmeOf: Record<string, string> = {
  mba: 'mba', emba: 'emba', benyan: 'benyan', master: 'master', phd: 'phd',
  本科: 'benyan', undergraduate: 'benyan', 硕士: 'master', 博士: 'phd',
};
