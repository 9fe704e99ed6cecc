import type { MessageTable } from './types.ts';

/** Teaching, training: codes 93100-93199. */
export const teachingTrainingMessages = {
} satisfies MessageTable;
