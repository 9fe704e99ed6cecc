import { SCHOOL_TZ } from '@portal/contracts';

/**
 * Calendar days and wall-clock times in the school's zone (SCHOOL_TZ), independent of the zone
 * the server process runs in: file names, calendar years and seed dates are all school days.
 */

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TZ, hourCycle: 'h23',
  year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

interface Wall { year: number; month: number; day: number; hour: number; minute: number; second: number }

function wallOf(d: Date): Wall {
  const p = Object.fromEntries(parts.formatToParts(d).map((x) => [x.type, Number(x.value)]));
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! };
}

/** The school's offset from UTC at this instant, in milliseconds (Asia/Shanghai: +8 h, no DST today). */
function offsetAt(d: Date): number {
  const w = wallOf(d);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(d.getTime() / 1000) * 1000;
}

/** The instant of a wall-clock time at the school (month 1-12); days may overflow, as in Date.UTC. */
export function schoolTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  return new Date(asUtc - offsetAt(new Date(asUtc - offsetAt(new Date(asUtc)))));
}

/** hh:mm at the school on the school day of `day`, moved by `days` whole days. */
export function atSchoolClock(day: Date, hour: number, minute = 0, days = 0): Date {
  const w = wallOf(day);
  return schoolTime(w.year, w.month, w.day + days, hour, minute);
}

/** YYYY-MM-DD of the school day this instant falls on. */
export function schoolDate(d: Date): string {
  const w = wallOf(d);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** HH:mm on the school's clock at this instant. */
export function schoolClock(d: Date): string {
  const w = wallOf(d);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD HH:mm' at the school: how exports and texts write an instant. */
export function schoolDateTime(d: Date): string {
  return `${schoolDate(d)} ${schoolClock(d)}`;
}

/** The school's calendar year as [first instant, first instant of the next year). */
export function schoolYear(year: number): { from: Date; to: Date } {
  return { from: schoolTime(year, 1, 1), to: schoolTime(year + 1, 1, 1) };
}
