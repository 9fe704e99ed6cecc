import type { MessageTable } from './types.ts';

/**
 * Survey engine (91000 family). 91001–91010 are the validation rules of education.md §5, shown
 * beside the question by the web form and sent by the server as the 700 message of a refused save.
 * 91040–91055 are the builder's structural rules (definitionIssues), named by position.
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
  '91039': { zh: '开课班不存在', en: 'No such course class' },
  '91040': { zh: '{where}：题目编号重复', en: '{where}: its key is already used' },
  '91041': { zh: '{where}：至少需要一个选项', en: '{where}: needs at least one option' },
  '91042': { zh: '{where}：此题型没有选项', en: '{where}: this question type has no options' },
  '91043': { zh: '{where}：第 {option} 个选项的值重复', en: '{where}: the value of option {option} is used twice' },
  '91044': { zh: '{where}：第 {option} 个选项需要分值', en: '{where}: option {option} needs a score' },
  '91045': { zh: '{where}：第 {option} 个选项要求填写文本框，但没有显示文本框', en: '{where}: option {option} requires a text box it does not show' },
  '91046': { zh: '{where}：最小值大于最大值', en: '{where}: the minimum is above the maximum' },
  '91047': { zh: '{where}：排序题的最少、最多项须为不超过选项数的整数', en: '{where}: the ranking limits must be whole numbers up to the number of options' },
  '91048': { zh: '{where}：题组至少需要一道题', en: '{where}: a group needs at least one question' },
  '91049': { zh: '{where}：矩阵至少需要一行', en: '{where}: a matrix needs at least one row' },
  '91050': { zh: '{where}：此题型不能包含小题', en: '{where}: this question type has no items' },
  '91051': { zh: '{where}：矩阵的行使用矩阵的选项，不能有自己的选项', en: "{where}: matrix rows use the matrix's options" },
  '91052': { zh: '{where}：题组中不能包含此题型', en: '{where}: this question type cannot be inside a group' },
  '91053': { zh: '{where}：只有顶层的选择题可以关联显示其他题目', en: '{where}: only top-level choices can reveal questions' },
  '91054': { zh: '{where}：此题型的选项不能关联显示其他题目', en: "{where}: this question type's options cannot reveal questions" },
  '91055': { zh: '{where}：第 {option} 个选项只能关联显示此题之后的题目', en: '{where}: option {option} can only reveal later questions' },
  '91056': { zh: '所选双选轮次不存在', en: 'No such mentor-selection round' },
} satisfies MessageTable;
