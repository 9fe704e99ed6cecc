import type { MessageTable } from './types.ts';

/** Teaching, timetable: codes 93400-93499. */
export const teachingTimetableMessages = {
  '93400': { zh: '学生类型不匹配', en: 'Student type mismatch' },
  '93401': { zh: '月份格式应为 YYYY-MM', en: 'The month must be written YYYY-MM' },
  '93402': { zh: '请选择学年、学期和月份', en: 'Please choose the school year, term and month' },
  '93403': { zh: '所选月份不在该学期内', en: 'The chosen month is not in that term' },
  '93404': { zh: '该学期不存在', en: 'That term does not exist' },
} satisfies MessageTable;
