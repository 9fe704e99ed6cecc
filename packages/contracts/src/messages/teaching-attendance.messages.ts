import type { MessageTable } from './types.ts';

/** Teaching, attendance: codes 93000-93099. */
export const teachingAttendanceMessages = {
} satisfies MessageTable;
