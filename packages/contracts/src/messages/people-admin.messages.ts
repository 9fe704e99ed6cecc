import type { MessageTable } from './types.ts';

/** People and roles (server module people, 99000-99099): the people list and detail, one person's edits, roles and their grants. */
export const peopleAdminMessages = {
  '99001': { zh: '这是最后一位可用的系统管理员，不能停用、标记为离校或取消其管理员身份', en: 'This is the last enabled administrator: they cannot be disabled, marked as left or lose the administrator role' },
  '99050': { zh: '没有这个角色：{role}', en: 'There is no role {role}' },
  '99051': { zh: '此人已拥有该角色', en: 'This person already holds the role' },
  '99052': { zh: '此人没有该角色', en: 'This person does not hold the role' },
  '99053': { zh: '只有系统管理员可以授予或收回“系统管理员”和“人员管理员”角色', en: 'Only an administrator may grant or revoke the administrator and people administrator roles' },
  '99054': { zh: '此人的信息已匿名化，不能再授予角色', en: 'This person has been anonymised: no role can be granted to them' },
} satisfies MessageTable;
