import type { MessageTable } from './types.ts';

/** People and roles (server module people, 99000-99099): the people list and detail, one person's edits, roles and their grants. */
export const peopleAdminMessages = {
} satisfies MessageTable;
