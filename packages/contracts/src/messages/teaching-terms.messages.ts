import type { MessageTable } from './types.ts';

/** Teaching, the school calendar (terms and holidays, staff): codes 93800-93799. */
export const teachingTermsMessages = {
  '93800': { zh: '该学期不存在', en: 'That term does not exist' },
  '93801': { zh: '与 {term} 学期（{first} 至 {last}）的日期重叠', en: 'The dates overlap the term {term} ({first} to {last})' },
  '93802': { zh: '教学周数应在 {min} 到 {max} 之间', en: 'The number of weeks must be between {min} and {max}' },
  '93803': { zh: '开学日期不在 {year} 学年内', en: 'The first day is not in the school year {year}' },
  '93804': { zh: '假日 {day} 重复填写', en: 'The holiday {day} is entered twice' },
  '93805': { zh: '假日 {day} 不在学期内（{first} 至 {last}）', en: 'The holiday {day} is not in the term ({first} to {last})' },
  '93806': { zh: '调休日 {day} 不在学期内（{first} 至 {last}）', en: 'The make-up day {day} is not in the term ({first} to {last})' },
  '93807': { zh: '调休日 {day} 本身是假日', en: 'The make-up day {day} is itself a holiday' },
  '93808': { zh: '调休日 {day} 被多个假日使用', en: 'The make-up day {day} is used by more than one holiday' },
  '93809': { zh: '该学年学期已存在', en: 'That school year and term already exist' },
  '93810': { zh: '该学期已有教学班、讲座或成绩（{count} 条），不能删除', en: 'The term has classes, lectures or grades ({count}) and cannot be deleted' },
  '93811': { zh: '该学期的课程排到第 {week} 周，学期至少需要 {weeks} 周', en: 'Classes of the term meet up to week {week}; the term needs at least {weeks} weeks' },
  '93812': { zh: '该学期有课程安排在 {first} 至 {last} 之外', en: 'Some sessions of the term fall outside {first} to {last}' },
  '93813': { zh: '学年和学期代码创建后不能修改', en: 'The school year and term code cannot be changed once created' },
} satisfies MessageTable;
