import type { MessageTable } from './types.ts';

/** People and roles (server module people, 99100-99199): imports of students and staff from the student-information system. */
export const peopleImportMessages = {
  // Problems of one row; {field} is a column key the screen names in the reader's language.
  '99101': { zh: '缺少学号或工号', en: 'The student or staff number is missing' },
  '99102': { zh: '缺少姓名', en: 'The name is missing' },
  '99103': { zh: '编号“{value}”无效：只能包含字母、数字、“-”和“_”，最长 32 位', en: 'The number "{value}" is not valid: letters, digits, "-" and "_" only, at most 32' },
  '99104': { zh: '邮箱“{value}”无效', en: 'The e-mail "{value}" is not valid' },
  '99105': { zh: '手机号无效', en: 'The mobile number is not valid' },
  '99106': { zh: '项目“{value}”不存在（本科、MBA、EMBA、硕士、博士）', en: 'The programme "{value}" does not exist (Undergraduate, MBA, EMBA, Master, PhD)' },
  '99107': { zh: '入学年份“{value}”无效', en: 'The entrance year "{value}" is not valid' },
  '99108': { zh: '角色“{value}”不存在', en: 'The role "{value}" does not exist' },
  '99109': { zh: '编号 {value} 在文件中出现多次（第 {firstRow} 行已有）', en: 'The number {value} appears more than once in the file (first in row {firstRow})' },
  '99110': { zh: '邮箱 {value} 在文件中出现多次（第 {firstRow} 行已有）', en: 'The e-mail {value} appears more than once in the file (first in row {firstRow})' },
  '99111': { zh: '邮箱 {value} 已被另一人使用', en: 'The e-mail {value} is already used by another person' },
  '99112': { zh: '编号 {value} 已属于一位教职工', en: 'The number {value} already belongs to a member of staff' },
  '99117': { zh: '编号 {value} 已属于一位学生', en: 'The number {value} already belongs to a student' },
  '99113': { zh: '性别“{value}”无效（男、女）', en: 'The gender "{value}" is not valid (M, F)' },
  '99114': { zh: '学生类型“{value}”不存在', en: 'The student type "{value}" does not exist' },
  '99115': { zh: '班级名称无效：不能换行，最长 {max} 个字符', en: 'The class name is not valid: one line, at most {max} characters' },
  '99116': { zh: '{field}过长（最多 {max} 个字符）', en: '{field} is too long (at most {max} characters)' },
  '99118': { zh: '新学生需填写项目', en: 'A new student needs a programme' },
  // Problems of the file.
  '99130': { zh: '文件缺少必需的列：{columns}', en: 'The file lacks required columns: {columns}' },
  '99131': { zh: 'CSV 文件无法读取：{detail}', en: 'The CSV file cannot be read: {detail}' },
  '99132': { zh: '文件超过 {max} 行，请分批导入', en: 'The file has more than {max} rows; import it in parts' },
  // The confirm.
  '99150': { zh: '该导入已确认或已放弃，不能再次确认', en: 'This import has already been confirmed or discarded' },
  '99151': { zh: '有 {count} 行存在问题，未写入任何数据；请修改文件后重新导入', en: '{count} rows have problems; nothing was written. Correct the file and import it again' },
  '99152': { zh: '将有 {count} 人被标记为离校（占该类在校人员的 {share}%），超过本次上限 {limit}%；如确需，请提高本次导入的上限', en: '{count} people would be marked as left ({share}% of the active people of this kind), more than this import\'s limit of {limit}%; raise the limit for this import if that is intended' },
  '99153': { zh: '预览之后人员数据已被修改，请重新导入', en: 'People changed since the preview; import the file again' },
  '99154': { zh: '导入记录不存在', en: 'No such import' },
} satisfies MessageTable;
