import type { CalendarEvent } from '@portal/contracts';
import type { CalendarSource } from '../../platform/domains/module.ts';
import * as repo from './timetable.repo.ts';
import { slotDates } from './timetable.service.ts';
import type { Reader, SessionRow, SlotRow } from './timetable.repo.ts';

export const TIMETABLE_URL = '/education/timetable/index';

/**
 * Classes on the home calendar: a student's classes (enrolments), and the classes a teacher teaches,
 * as one event per meeting in [from, to): weekly slots expanded week by week, EMBA sessions as they are.
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
    for (const s of await repo.slotsOf(db, reader, { from, to })) {
      for (const d of slotDates(s, from, to)) push({ id: `class-${s.slotId}-${d.week}`, ...title(s), start: d.start.toISOString(), end: d.end.toISOString(), kind: 'class', url: TIMETABLE_URL });
    }
    for (const s of await repo.sessionsOf(db, reader, { from, to })) {
      push({ id: `class-session-${s.sessionId}`, ...title(s), start: s.startsAt.toISOString(), end: s.endsAt.toISOString(), kind: 'class', url: TIMETABLE_URL });
    }
  }
  return events;
};
