import type { MessageTable } from './types.ts';

/** Teaching, timetable: codes 93400-93499. */
export const teachingTimetableMessages = {
} satisfies MessageTable;
