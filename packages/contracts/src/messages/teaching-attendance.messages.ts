import type { MessageTable } from './types.ts';

/** Teaching, attendance: codes 93000-93099. */
export const teachingAttendanceMessages = {
  '93000': { zh: '当前学年学期不可操作', en: 'Not operable under the current school year and term' },
  '93001': { zh: '{studentNumber} 在 {date} 已有考勤记录', en: '{studentNumber} already has an attendance record on {date}' },
  '93002': { zh: '学号 {studentNumber} 不存在', en: 'No student has the number {studentNumber}' },
  '93003': { zh: '学生 {studentNumber} 不在本班', en: 'Student {studentNumber} is not in this class' },
  '93004': { zh: '日期“{value}”无效，请使用 YYYY-MM-DD', en: 'The date "{value}" is not valid; use YYYY-MM-DD' },
  '93005': { zh: '考勤状态“{value}”不存在', en: 'The attendance status "{value}" does not exist' },
  '93006': { zh: '{studentNumber} 在 {date} 的记录在文件中出现多次', en: 'The record of {studentNumber} on {date} appears more than once in the file' },
  '93007': { zh: '{field}必填', en: '{field} is required' },
  '93009': { zh: '导入的行不属于同一个班级', en: 'The imported rows belong to more than one class' },
  '93010': { zh: '{date} 不在本班的学期内（{first} 至 {last}）', en: '{date} is outside the class\'s term ({first} to {last})' },
  '93011': { zh: '本班 {date} 没有课', en: 'The class does not meet on {date}' },
  '93020': { zh: '“{status}”的分值 {points} 超过满分 {max}', en: 'The points of {status} ({points}) exceed the maximum ({max})' },
} satisfies MessageTable;
