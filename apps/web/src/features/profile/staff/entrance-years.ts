import { schoolNow } from '../../../shared/date-format.ts';

/** Entrance years offered by the console's filters: this year and the nine before it. */
export const entranceYears = (now = schoolNow().year()): number[] => Array.from({ length: 10 }, (_, i) => now - i);
