import type { CalendarEvent } from '@portal/contracts';
import type { CalendarSource } from '../../platform/domains/module.ts';
import * as repo from './timetable.repo.ts';
import { holidaysOfTerms, termKeyOf } from './term-calendar.repo.ts';
import { slotDates } from './teaching-weeks.ts';
import type { Reader, SessionRow, SlotRow } from './timetable.repo.ts';

export const TIMETABLE_URL = '/education/timetable/index';

/**
 * Classes on the home calendar: a student's classes (enrolments), and the classes a teacher teaches,
 * as one event per meeting in [from, to): weekly slots expanded week by week (no meeting on a
 * holiday, or one on its make-up day), EMBA sessions as they are.
 */
export const timetableCalendar: CalendarSource = async (db, user, from, to) => {
  const readers: Reader[] = [{ studentId: user.id }, { teacherId: user.id }];
  const events: CalendarEvent[] = [];
  const title = (c: SlotRow | SessionRow) => ({
    title: `${c.courseName}（${c.venue || c.className}）`, enTitle: `${c.courseNameEn} (${c.venueEn || c.classNameEn || c.className})`,
    ...(c.venue || c.venueEn ? { location: c.venue || c.venueEn, enLocation: c.venueEn || c.venue } : {}),
  });
  const seen = new Set<string>();
  const push = (e: CalendarEvent) => {
    if (seen.has(e.id)) return;
    seen.add(e.id);
    events.push(e);
  };
  for (const reader of readers) {
    const slots = await repo.slotsOf(db, reader, { from, to });
    const holidays = await holidaysOfTerms(db, slots);
    for (const s of slots) {
      for (const d of slotDates(s, from, to, holidays.get(termKeyOf(s)))) push({ id: `class-${s.slotId}-${d.week}`, ...title(s), start: d.start.toISOString(), end: d.end.toISOString(), kind: 'class', url: TIMETABLE_URL });
    }
    for (const s of await repo.sessionsOf(db, reader, { from, to })) {
      push({ id: `class-session-${s.sessionId}`, ...title(s), start: s.startsAt.toISOString(), end: s.endsAt.toISOString(), kind: 'class', url: TIMETABLE_URL });
    }
  }
  return events;
};
