import type { ClassTime } from '@portal/contracts';

/**
 * Whether two courses meet at the same time (issue #3, 'beyond the spec'): the bid dialog warns,
 * without refusing, when the course overlaps one the student already bid on or won.
 *
 * MBA class times repeat weekly: same weekday, overlapping week ranges and overlapping hours.
 * EMBA class times are dated modules: overlapping date ranges and overlapping hours on those days.
 * Ranges that only touch (one class ends at 14:00, the next starts at 14:00) do not overlap.
 * Times of different shapes (an MBA week against an EMBA date) cannot be compared and never overlap.
 */

type MbaTime = Extract<ClassTime, { weekName: number }>;
type EmbaTime = Extract<ClassTime, { startDate: string }>;

/** Minutes since midnight of 'HH:mm' (seconds ignored); null for anything else. */
export function minutesOf(time: string): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 24 || min > 59) return null;
  return h * 60 + min;
}

/** Half-open [start, end) time ranges overlap; an unreadable or empty range overlaps nothing. */
function hoursOverlap(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  const [as, ae, bs, be] = [minutesOf(aStart), minutesOf(aEnd), minutesOf(bStart), minutesOf(bEnd)];
  if (as === null || ae === null || bs === null || be === null) return false;
  if (ae <= as || be <= bs) return false;
  return as < be && bs < ae;
}

/** Closed [start, end] ranges of weeks or ISO dates ('YYYY-MM-DD' compare as text) overlap. */
function closedOverlap<T extends number | string>(aStart: T, aEnd: T, bStart: T, bEnd: T): boolean {
  return aStart <= bEnd && bStart <= aEnd;
}

const isMba = (ct: ClassTime): ct is MbaTime => 'weekName' in ct;
const isEmba = (ct: ClassTime): ct is EmbaTime => 'startDate' in ct;
const day = (iso: string) => iso.slice(0, 10);

export function classTimesOverlap(a: ClassTime, b: ClassTime): boolean {
  if (isMba(a) && isMba(b)) {
    return a.weekName === b.weekName
      && closedOverlap(a.weekStart, a.weekEnd, b.weekStart, b.weekEnd)
      && hoursOverlap(a.classStart, a.classEnd, b.classStart, b.classEnd);
  }
  if (isEmba(a) && isEmba(b)) {
    return closedOverlap(day(a.startDate), day(a.endDate), day(b.startDate), day(b.endDate))
      && hoursOverlap(a.startTime, a.endTime, b.startTime, b.endTime);
  }
  return false;
}

export function coursesOverlap(a: readonly ClassTime[], b: readonly ClassTime[]): boolean {
  return a.some((x) => b.some((y) => classTimesOverlap(x, y)));
}

/** The courses among `others` (never the course itself) whose class times overlap the course's. */
export function overlappingCourses<T extends { courseNumber: string; classTimeList: readonly ClassTime[] }>(
  course: { courseNumber: string; classTimeList: readonly ClassTime[] },
  others: readonly T[],
): T[] {
  return others.filter((o) => o.courseNumber !== course.courseNumber && coursesOverlap(course.classTimeList, o.classTimeList));
}
