import type { TermHoliday } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import type { DemoEvent, DemoTerm } from '../../platform/db/demo-calendar.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { termWeeks } from './teaching-weeks.ts';
import { writeNewTerm } from './terms-admin.service.ts';

const DAY_MS = 86_400_000;

/** Each day of a demo holiday event ('YYYY-MM-DD'), from its first day to its last. */
function daysOf(e: DemoEvent): string[] {
  const out: string[] = [];
  const last = schoolDate(e.endsAt);
  for (let d = schoolDate(e.startsAt); d <= last; d = new Date(Date.parse(`${d}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)) out.push(d);
  return out;
}

/**
 * The demo's terms and public holidays written as the school calendar's data, through the rules of
 * the staff page (writeNewTerm): each term by its first day and whole weeks, each holiday day in
 * the term it falls in (a day outside every seeded term is left out). The demo has no make-up days.
 */
export async function seedTerms(tx: Queryable, terms: readonly DemoTerm[], holidays: readonly DemoEvent[]): Promise<void> {
  // Two holidays on one day (Mid-Autumn in the National Day week) are one day off with both names.
  const byDay = new Map<string, TermHoliday>();
  for (const e of holidays) {
    for (const day of daysOf(e)) {
      const same = byDay.get(day);
      byDay.set(day, same ? { ...same, name: `${same.name}、${e.title}`, nameEn: `${same.nameEn}, ${e.enTitle}` } : { day, name: e.title, nameEn: e.enTitle, makeUpDay: null });
    }
  }
  const days = [...byDay.values()];
  for (const t of [...terms].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const firstDay = schoolDate(t.start);
    const lastDay = schoolDate(new Date(t.end.getTime() - DAY_MS));
    const own: TermHoliday[] = days.filter((h) => h.day >= firstDay && h.day <= lastDay);
    await writeNewTerm(tx, {
      schoolYear: Number(t.schoolYear.slice(0, 4)), term: t.term, name: t.name, nameEn: t.nameEn, firstDay, weeks: termWeeks(t.start, t.end), holidays: own,
    });
  }
}
