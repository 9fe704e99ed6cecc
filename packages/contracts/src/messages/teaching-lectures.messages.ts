import type { MessageTable } from './types.ts';

/** Teaching, lectures: codes 93200-93299. */
export const teachingLecturesMessages = {
} satisfies MessageTable;
