import type { MessageTable } from './types.ts';

/** People and roles (server module people, 99000-99099): the people list and detail, one person's edits, roles and their grants. */
export const peopleAdminMessages = {
  '99001': { zh: '这是最后一位可用的系统管理员，不能停用、标记为离校或取消其管理员身份', en: 'This is the last enabled administrator: they cannot be disabled, marked as left or lose the administrator role' },
} satisfies MessageTable;
