import type { MessageTable } from './types.ts';

/** Teaching, grades: codes 93300-93399. */
export const teachingGradesMessages = {
} satisfies MessageTable;
