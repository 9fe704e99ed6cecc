import { SCHOOL_TZ, ddInterviewDayInputSchema } from '@portal/contracts';
import type { DdInterviewDayInput } from '@portal/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A slot as the office types it: wall-clock times (HH:mm) in Beijing on the day. */
export interface SlotRange { start: string; end: string }

/** The new-day form's values: the day and time pickers hold school wall clocks (shared/date-format.ts). */
export interface InterviewDayFormValues {
  day: Dayjs | null;
  addresses: string[];
  slots: { range: [Dayjs, Dayjs] | null }[];
}

/**
 * The instant of a Beijing wall-clock time on a school date, ISO with the school's offset. Built
 * from the text, never from the browser's zone: an officer abroad still sets Beijing times.
 */
export function schoolInstant(day: string, hhmm: string): string {
  return dayjs.tz(`${day}T${hhmm}:00`, SCHOOL_TZ).format();
}

/** The slots of a day as the server takes them. */
export function buildSlots(day: string, ranges: SlotRange[]): DdInterviewDayInput['slots'] {
  return ranges.map((r) => ({ startTime: schoolInstant(day, r.start), endTime: schoolInstant(day, r.end) }));
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Back-to-back slots of `minutes` from `from` to `to` (HH:mm), for the 'fill' button: the usual interview grid. */
export function evenSlots(from: string, to: string, minutes: number): SlotRange[] {
  const out: SlotRange[] = [];
  if (minutes <= 0) return out;
  for (let s = minutesOf(from); s + minutes <= minutesOf(to); s += minutes) out.push({ start: hhmmOf(s), end: hhmmOf(s + minutes) });
  return out;
}

export type DayFormIssue = 'day' | 'addresses' | 'slots' | 'order' | 'overlap';

/** The body of the form, or why the server would refuse it (the contracts' schema, and 97115's 'forwards'). */
export function toInterviewDayInput(projectId: number, v: InterviewDayFormValues): { input: DdInterviewDayInput; issues: DayFormIssue[] } {
  const day = v.day ? v.day.format('YYYY-MM-DD') : '';
  const ranges = (v.slots ?? []).flatMap((s) => (s.range ? [{ start: s.range[0].format('HH:mm'), end: s.range[1].format('HH:mm') }] : []));
  const input: DdInterviewDayInput = {
    ddProjectId: projectId, day,
    addresses: (v.addresses ?? []).map((a) => (a ?? '').trim()).filter((a) => a !== ''),
    slots: day ? buildSlots(day, ranges) : [],
  };
  const issues = new Set<DayFormIssue>();
  const checked = ddInterviewDayInputSchema.safeParse(input);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = String(issue.path[0] ?? '');
      issues.add(key === 'addresses' ? 'addresses' : key === 'slots' ? 'slots' : 'day');
    }
  }
  if (ranges.some((r) => r.start >= r.end)) issues.add('order');
  else if (overlapping(ranges)) issues.add('overlap');
  return { input, issues: [...issues] };
}

/** Two slots of a day sharing minutes: one venue cannot hold both interviews. */
export function overlapping(ranges: SlotRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
  return sorted.some((r, i) => i > 0 && r.start < sorted[i - 1]!.end);
}
