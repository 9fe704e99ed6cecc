import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { PlanState, type CalendarFeed, type Page, type TimetableRow } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/platform.tables.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { cssPlans } from '../bidding/bidding.tables.ts';
import { planWins } from '../bidding/index.ts';
import { enrolBiddingWins } from './teaching-bidding-wins.ts';
import { classWeeklySlots, enrolments, startClasses, teachingCourses } from './teaching.tables.ts';

/**
 * One source for a class's time (README 'Slots vs sessions'): a class made from a bidding win meets
 * at the times the bid page advertised (14:00-16:35), not at the edges of the periods around them
 * (13:30-16:55), in the timetable and in the calendar feed, which also carries the venue as LOCATION.
 */
describe('a class made from a bidding win keeps the advertised times', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });

  it('shows the plan course times in the timetable and the ICS, with LOCATION', async () => {
    const [plan] = await t.db.select().from(cssPlans).where(and(eq(cssPlans.pageType, 'mba'), eq(cssPlans.planState, PlanState.secondPublished)));
    const wins = (await planWins(t.db, plan!.id))!;
    await t.db.transaction((tx) => enrolBiddingWins(tx, wins));

    // A course of the plan whose class the sync made, with weekly times off the period grid.
    let checked = 0;
    for (const c of wins.courses) {
      const weekly = c.classTimes.filter((x) => 'weekName' in x);
      if (!weekly.length) continue;
      const [klass] = await t.db.select({ id: startClasses.id }).from(startClasses).innerJoin(teachingCourses, eq(teachingCourses.id, startClasses.courseId))
        .where(and(eq(teachingCourses.courseNumber, c.courseNumber), eq(startClasses.cssPlanId, plan!.id)));
      if (!klass) continue;
      const slots = await t.db.select().from(classWeeklySlots).where(eq(classWeeklySlots.startClassId, klass.id));
      if (!slots.length) continue;
      expect(slots.map((s) => [s.weekName, s.beginTime, s.endTime]).sort()).toEqual(weekly.map((x) => ['weekName' in x ? x.weekName : 0, x.classStart, x.classEnd]).sort());

      const [winner] = await t.db.select({ username: users.username }).from(enrolments).innerJoin(users, eq(users.id, enrolments.studentId))
        .where(and(eq(enrolments.startClassId, klass.id), eq(enrolments.source, 'bidding'))).limit(1);
      if (!winner) continue;
      const { token } = await t.login(winner.username);
      const list = await t.app.inject({ method: 'POST', url: '/api/GSMStartClass/QueryCourseTimetableListForMBAStudy', headers: bearer(token),
        payload: { pageNo: 0, pageSize: 100, year: wins.schoolYear, term: wins.term, courseName: c.nameCn } });
      const rows = (list.json() as { data: Page<TimetableRow> }).data.data;
      const first = weekly[0]!;
      expect(rows.some((r) => r.startTime === first.classStart && r.endTime === first.classEnd), list.body).toBe(true);

      const feed = (await t.app.inject({ method: 'POST', url: '/api/calendar/feed/regenerate', headers: bearer(token) })).json() as { data: CalendarFeed };
      const ics = (await t.app.inject({ method: 'GET', url: new URL(feed.data.url!).pathname })).body;
      const cal = new ICAL.Component(ICAL.parse(ics));
      for (const zone of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
      const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)).filter((e) => slots.some((s) => e.uid.startsWith(`class-${s.id}-`)));
      expect(events.length).toBeGreaterThan(0);
      const hhmm = (x: ICAL.Time) => `${String(x.hour).padStart(2, '0')}:${String(x.minute).padStart(2, '0')}`;
      for (const e of events) {
        expect([hhmm(e.startDate), hhmm(e.endDate)]).toEqual([first.classStart, first.classEnd]);
        expect(e.location).toContain(c.venue);
      }
      checked += 1;
      break;
    }
    expect(checked).toBe(1);
  });
});
