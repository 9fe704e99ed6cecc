import type { ClassTime } from '@portal/contracts';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { isEmbaTime } from './bidding-rules.ts';

/**
 * The class times of the staff course form, in the shape the pickers edit, and back. MBA weeks are
 * typed one-based (as on the timetable and in the import sheet) and stored zero-based
 * (education.md §1); EMBA modules are a date range and an hour range.
 */
export interface MbaTimeForm {
  weeks: [number | null, number | null];
  weekName: number | null;
  hours: [Dayjs, Dayjs] | null;
}

export interface EmbaTimeForm {
  dates: [Dayjs, Dayjs] | null;
  hours: [Dayjs, Dayjs] | null;
}

const HM = 'HH:mm';
const hour = (hm: string) => dayjs(`2000-01-01T${hm}`);

export function toMbaForm(times: readonly ClassTime[]): MbaTimeForm[] {
  return times.flatMap((ct) =>
    isEmbaTime(ct) ? [] : [{ weeks: [ct.weekStart + 1, ct.weekEnd + 1], weekName: ct.weekName, hours: [hour(ct.classStart), hour(ct.classEnd)] }],
  );
}

export function toEmbaForm(times: readonly ClassTime[]): EmbaTimeForm[] {
  return times.flatMap((ct) =>
    isEmbaTime(ct) ? [{ dates: [dayjs(ct.startDate.slice(0, 10)), dayjs(ct.endDate.slice(0, 10))], hours: [hour(ct.startTime), hour(ct.endTime)] }] : [],
  );
}

/** Rows left incomplete are dropped rather than sent half-filled; the form's rules flag them first. */
export function fromMbaForm(rows: readonly (MbaTimeForm | undefined)[]): ClassTime[] {
  return rows.flatMap((r) => {
    const [from, to] = r?.weeks ?? [null, null];
    if (!r || from === null || to === null || !r.weekName || !r.hours) return [];
    return [{ weekStart: from - 1, weekEnd: to - 1, weekName: r.weekName, classStart: r.hours[0].format(HM), classEnd: r.hours[1].format(HM) }];
  });
}

export function fromEmbaForm(rows: readonly (EmbaTimeForm | undefined)[]): ClassTime[] {
  return rows.flatMap((r) => {
    if (!r?.dates || !r.hours) return [];
    return [{
      startDate: r.dates[0].format('YYYY-MM-DD'), endDate: r.dates[1].format('YYYY-MM-DD'),
      startTime: r.hours[0].format(HM), endTime: r.hours[1].format(HM),
    }];
  });
}
