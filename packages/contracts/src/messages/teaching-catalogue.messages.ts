import type { MessageTable } from './types.ts';

/** Teaching, the catalogue (programmes and cohorts, the course catalogue): codes 93700-93799. */
export const teachingCatalogueMessages = {
  // A course.
  '93700': { zh: '课程编号 {value} 已存在', en: 'The course number {value} already exists' },
  '93701': { zh: '该课程已有开课班级，不能删除', en: 'This course has classes; it cannot be deleted' },
  '93702': { zh: '课程不存在', en: 'No such course' },
  // Rows of a course sheet; {field} is a column key the screen names in the reader's language.
  '93710': { zh: '学分“{value}”无效（0 到 99，最多两位小数）', en: 'The credit "{value}" is not valid (0 to 99, at most two decimals)' },
  '93711': { zh: '课程类型代码“{value}”不存在（1 到 12）', en: 'The course type code "{value}" does not exist (1 to 12)' },
  '93712': { zh: '项目“{value}”不存在（本科、MBA、EMBA、硕士、博士）', en: 'The programme "{value}" does not exist (Undergraduate, MBA, EMBA, Master, PhD)' },
  '93713': { zh: '授课语言“{value}”无效（中文、英文、双语）', en: 'The teaching language "{value}" is not valid (Chinese, English, bilingual)' },
  '93714': { zh: '课程编号 {value} 在文件中出现多次（第 {firstRow} 行已有）', en: 'The course number {value} appears more than once in the file (first in row {firstRow})' },
  '93715': { zh: '课程编号“{value}”无效：只能包含字母、数字、“-”和“_”，最长 32 位', en: 'The course number "{value}" is not valid: letters, digits, "-" and "_" only, at most 32' },
  '93716': { zh: '{field}过长（最多 {max} 个字符）', en: '{field} is too long (at most {max} characters)' },
  // The confirm of a sheet.
  '93720': { zh: '有 {count} 行存在问题，未写入任何数据；请修改文件后重新导入', en: '{count} rows have problems; nothing was written. Correct the file and import it again' },
  '93721': { zh: '预览之后数据已被修改，请重新导入', en: 'The data changed since the preview; import the file again' },
  // A cohort class.
  '93730': { zh: '班级代码 {value} 已存在', en: 'The class code {value} already exists' },
  '93731': { zh: '班级名称“{value}”已被另一个班级使用', en: 'The class name "{value}" is already used by another class' },
  '93732': { zh: '该班级还有学生，不能删除', en: 'Students are still in this class; it cannot be deleted' },
  '93733': { zh: '班级不存在', en: 'No such class' },
  '93734': { zh: '入学年份“{value}”无效', en: 'The entrance year "{value}" is not valid' },
  '93735': { zh: '班级代码 {value} 在文件中出现多次（第 {firstRow} 行已有）', en: 'The class code {value} appears more than once in the file (first in row {firstRow})' },
  '93736': { zh: '班级名称“{value}”在文件中出现多次（第 {firstRow} 行已有）', en: 'The class name "{value}" appears more than once in the file (first in row {firstRow})' },
  '93737': { zh: '班级代码“{value}”无效：只能包含字母、数字、“-”和“_”，最长 32 位', en: 'The class code "{value}" is not valid: letters, digits, "-" and "_" only, at most 32' },
  '93738': { zh: '班级名称无效：不能换行，最长 100 个字符', en: 'The class name is not valid: one line, at most 100 characters' },
  // Seen by the people import (a warning: the row is still imported).
  '93740': { zh: '班级“{value}”不在班级表中（教学管理 › 项目与班级）', en: 'The class "{value}" is not in the class table (Teaching admin › Programmes and classes)' },
} satisfies MessageTable;
