import type { MessageTable } from './types.ts';

/** People and roles (server module people, 99300-99399): one person's data export and anonymisation. */
export const personalDataMessages = {
} satisfies MessageTable;
