import type { MessageTable } from './types.ts';

/** People and roles (server module people, 99000-99099): the people list and detail, one person's edits, roles and their grants. */
export const peopleAdminMessages = {
  '99001': { zh: '这是最后一位可用的系统管理员，不能停用、标记为离校或取消其管理员身份', en: 'This is the last enabled administrator: they cannot be disabled, marked as left or lose the administrator role' },
  '99002': { zh: '请填写姓名', en: 'Please enter the name' },
  '99003': { zh: '学生须填写学号', en: 'A student needs a student number' },
  '99004': { zh: '教职工须填写工号', en: 'A member of staff needs a staff number' },
  '99005': { zh: '请输入正确的邮箱', en: 'Please enter a correct e-mail address' },
  '99006': { zh: '请输入正确的手机号（11 位手机号，或以“+”开头的国际号码）', en: 'Please enter a correct mobile number (11 digits, or an international number starting with "+")' },
  '99007': { zh: '请选择培养项目（本研、MBA、EMBA、硕士、博士）', en: 'Please choose a programme (undergraduate, MBA, EMBA, master\'s, doctoral)' },
  '99008': { zh: '学号和工号只能包含字母、数字、“-”和“_”', en: 'Student and staff numbers may only hold letters, digits, "-" and "_"' },
  '99009': { zh: '该邮箱已被其他人员使用', en: 'This e-mail address is already used by another person' },
  '99010': { zh: '该学号已被其他人员使用', en: 'This student number is already used by another person' },
  '99011': { zh: '该工号已被其他人员使用', en: 'This staff number is already used by another person' },
  '99012': { zh: '该编号已是其他账号的登录名', en: 'This number is already another account\'s sign-in name' },
  '99013': { zh: '该人员已离校，请先办理“返校”再启用', en: 'This person has left: record their return before enabling the account' },
  '99014': { zh: '该人员已标记为离校', en: 'This person is already marked as left' },
  '99015': { zh: '该人员未标记为离校', en: 'This person is not marked as left' },
  '99016': { zh: '离校日期不能晚于今天', en: 'The leaving date cannot be later than today' },
  '99017': { zh: '该人员的信息已匿名化，不能再修改', en: 'This person\'s data was anonymised and can no longer be changed' },
  '99018': { zh: '模拟其他用户时不能修改人员信息', en: 'People cannot be changed while acting as another user' },
  '99019': { zh: '不能停用自己的账号或将自己标记为离校', en: 'You cannot disable your own account or mark yourself as left' },
  '99020': { zh: '只有系统管理员可以修改管理员的账号', en: 'Only an administrator can change an administrator\'s account' },
} satisfies MessageTable;
