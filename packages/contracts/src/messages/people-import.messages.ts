import type { MessageTable } from './types.ts';

/** People and roles (server module people, 99100-99199): imports of students and staff from the student-information system. */
export const peopleImportMessages = {
} satisfies MessageTable;
