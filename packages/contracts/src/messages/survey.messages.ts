import type { MessageTable } from './types.ts';

/**
 * Survey engine (91000 family). 91001–91010 are the validation rules of education.md §5, shown
 * beside the question by the web form and sent by the server as the 700 message of a refused save.
 */
export const surveyMessages = {
  '91001': { zh: '此题为必答题', en: 'This question is required' },
  '91002': { zh: '请填写所选选项的说明', en: 'Please fill in the text box of the chosen option' },
  '91003': { zh: '第 {no} 题请选择并排序 {min} 至 {max} 项', en: 'Question {no}: check and rank {min} to {max} items' },
  '91004': { zh: '请为每一行选择一项', en: 'Please tick one answer in every row' },
  '91005': { zh: '此题有必填项未填写', en: 'This question has required items not filled in' },
  '91006': { zh: '不能小于 {min}', en: 'Must not be less than {min}' },
  '91007': { zh: '不能大于 {max}', en: 'Must not be greater than {max}' },
  '91008': { zh: '请输入数字', en: 'Please enter a number' },
  '91009': { zh: '最多 {limit} 个字', en: 'At most {limit} characters' },
  '91010': { zh: '答案无效', en: 'This answer is not valid' },
  '91020': { zh: '问卷已提交，不能再修改', en: 'The survey has been submitted and can no longer be changed' },
  '91021': { zh: '不在问卷开放时间内', en: 'The survey is not open at this time' },
  '91022': { zh: '您无需填写此问卷', en: 'You are not asked to answer this survey' },
  '91030': { zh: '问卷已有答卷，题目不能再修改', en: 'The survey already has answers, so its questions can no longer change' },
  '91031': { zh: '问卷设计有误：{detail}', en: 'The survey design is not valid: {detail}' },
  '91032': { zh: '结束时间须晚于开始时间', en: 'The end must be later than the beginning' },
  '91033': { zh: '没有符合条件的学生', en: 'No students match the chosen respondents' },
  '91034': { zh: '教师评估须至少选择一位教师', en: 'A faculty evaluation needs at least one teacher' },
  '91035': { zh: '推荐导师调查须填写导师姓名', en: 'A nominated-mentor survey needs the name of the mentor' },
  '91036': { zh: '该发放已有答卷，不能删除', en: 'This assignment already has answers and cannot be deleted' },
  '91037': { zh: '以下学号不存在：{numbers}', en: 'These student numbers do not exist: {numbers}' },
  '91038': { zh: '所选用户不是教师', en: 'The chosen user is not a teacher' },
} satisfies MessageTable;
