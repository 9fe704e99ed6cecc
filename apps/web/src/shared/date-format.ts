import { SCHOOL_TZ } from '@portal/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/**
 * Every date and time the portal shows is the school's (SCHOOL_TZ, Beijing), not the browser's:
 * a student abroad reads a deadline as the school states it. Times arrive from the API as ISO
 * instants; these functions are the only place they are turned into text.
 *
 * Date pickers hold plain local dayjs values whose wall clock is the school's: toPickerValue puts
 * an instant in, fromPickerValue reads the wall clock back as a school time. So the picker shows,
 * and the user types, Beijing times whatever the browser's zone.
 */
dayjs.extend(utc);
dayjs.extend(timezone);

type Instant = string | number | Date | Dayjs;
const WALL = 'YYYY-MM-DDTHH:mm:ss.SSS';

/** The instant as a dayjs in the school's zone, for reading its day, hour or month. */
export const inSchool = (v: Instant): Dayjs => dayjs(v).tz(SCHOOL_TZ);

/** Now, in the school's zone. */
export const schoolNow = (): Dayjs => dayjs().tz(SCHOOL_TZ);

const formatter = (pattern: string) => (v: Instant | null | undefined, empty = ''): string =>
  v === null || v === undefined || v === '' ? empty : inSchool(v).format(pattern);

/** 2026-05-01 09:30 */
export const formatDateTime = formatter('YYYY-MM-DD HH:mm');
/** 2026-05-01 */
export const formatDate = formatter('YYYY-MM-DD');
/** 09:30 */
export const formatTime = formatter('HH:mm');
/** 05-01 */
export const formatMonthDay = formatter('MM-DD');
/** The month's short name in the current dayjs locale. */
export const formatMonthName = formatter('MMM');

/** A picker value showing this instant's school wall clock. */
export function toPickerValue(v: Instant): Dayjs;
export function toPickerValue(v: Instant | null | undefined): Dayjs | null;
export function toPickerValue(v: Instant | null | undefined): Dayjs | null {
  return v === null || v === undefined || v === '' ? null : dayjs(inSchool(v).format(WALL));
}

/** The school's wall clock now, as a picker value. */
export const pickerNow = (): Dayjs => toPickerValue(Date.now());

/** The instant a picker value means, its wall clock read as school time; ISO 8601 with the school's offset. */
export function fromPickerValue(d: Dayjs): string;
export function fromPickerValue(d: Dayjs | null | undefined): string | null;
export function fromPickerValue(d: Dayjs | null | undefined): string | null {
  return d ? dayjs.tz(d.format(WALL), SCHOOL_TZ).format() : null;
}
