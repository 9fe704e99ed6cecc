import type { MessageTable } from './types.ts';

/**
 * Teaching, the term rollover (a term's classes copied into another): codes 93900-93929. The
 * problems of a class's copy name other classes and teachers by `x` and `xEn`: the screen shows the
 * English form on the English screen (rolloverParams in contracts teaching/rollover.ts).
 */
export const teachingRolloverMessages = {
  '93900': { zh: '源学期 {term} 不存在', en: 'The source term {term} does not exist' },
  '93901': { zh: '目标学期 {term} 不存在，请先在“学年学期”中添加', en: 'The target term {term} does not exist: add it under Terms and holidays first' },
  '93902': { zh: '源学期与目标学期不能相同', en: 'The source and target terms must differ' },
  '93903': { zh: '目标学期已有该课程的班级「{className}」，已跳过', en: 'The target term already has the class {className} of this course: skipped' },
  '93904': { zh: '教师 {teacher} 已停用或不再是教师，新班级不含该教师', en: 'The teacher {teacher} is no longer active or no longer a teacher: the copy leaves them out' },
  '93905': { zh: '每周时间（第 {from} 至 {to} 周）超出目标学期（共 {weeks} 周）', en: 'The weekly time of weeks {from} to {to} does not fit the target term ({weeks} weeks)' },
  '93906': { zh: '上课日移至 {day}，不在目标学期内（{first} 至 {last}）', en: 'A session moves to {day}, outside the target term ({first} to {last})' },
  '93907': { zh: '上课日移至 {day}，当天是假日「{holiday}」', en: 'A session moves to {day}, a holiday ({holiday})' },
  '93908': { zh: '地点冲突：该时间「{venue}」已有「{courseName} {className}」', en: 'Venue clash: {venue} is taken at that time by {courseName} ({className})' },
  '93909': { zh: '教师冲突：{teacher} 在该时间已有「{courseName} {className}」', en: 'Teacher clash: {teacher} already teaches {courseName} ({className}) at that time' },
  '93910': { zh: '地点冲突：该时间「{venue}」已被本次复制的「{courseName} {className}」占用', en: 'Venue clash: {venue} is taken at that time by the copy of {courseName} ({className})' },
  '93911': { zh: '教师冲突：{teacher} 在该时间已有本次复制的「{courseName} {className}」', en: 'Teacher clash: {teacher} teaches the copy of {courseName} ({className}) at that time' },
  '93912': { zh: '未选择复制该班级', en: 'Not chosen to be copied' },
  '93913': { zh: '所选班级 {id} 不是源学期的班级', en: 'The chosen class {id} is not a class of the source term' },
} satisfies MessageTable;
