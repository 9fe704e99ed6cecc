import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanState } from '@portal/contracts';
import { installedSqlFiles } from '../app.ts';
import { portalModules } from '../modules/index.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { rowsOf, openDatabase, type DbHandle } from '../platform/db/client.ts';
import { classesAgree, creationComesFirst, holidaysAgree, noticesAgree, studentsFollowTheYear, teachersAgree, termsAgree, timesAreRound } from './demo-calendar-checks.ts';
import { demoCalendar } from '../platform/db/demo-calendar.ts';
import { seed } from '../platform/db/seed.ts';

/**
 * The demo school year agrees with itself (issue 9): on the template seeded today, and seeded as
 * if today were in March, July and November (and the weeks around Spring Festival and the start of
 * autumn, where terms turn), so the rules hold whatever day `npm start` first runs.
 */

function agreements(db: () => DbHandle['db'], day: () => Date) {
  it('names terms for their months and bids for them before they start, as the calendar shows', async () => { await termsAgree(db()); });
  it('quotes in its notices exactly the windows of the plans', async () => { expect(await noticesAgree(db())).toBeGreaterThanOrEqual(4); });
  it('writes every time on a whole or half hour in Beijing', async () => { await timesAreRound(db()); });
  it('creates things before the periods they open', async () => { await creationComesFirst(db()); });
  it('sends surveys to whole classes, by at least three teachers', async () => { await classesAgree(db()); });
  it('puts holidays on their real dates', async () => { await holidaysAgree(db()); });
  it('puts the demo students in the years the school year gives them, with numbers and classes to match', async () => {
    await studentsFollowTheYear(db(), demoCalendar(day()).schoolYear);
  });
  it('names in each evaluation the teacher who teaches the course, a demo account', async () => { await teachersAgree(db()); });
}

describe('the demo seeded today', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });
  agreements(() => t.db, () => new Date());

  it('has the plans the demo walks through open now: a first round and an add/drop round', async () => {
    const rows = rowsOf<{ plan_state: number; open1: boolean; open2: boolean }>(await t.db.execute(sql`
      select plan_state, first_begin <= now() and now() < first_end as open1, second_begin <= now() and now() < second_end as open2 from css_plans`));
    expect(rows.filter((r) => r.plan_state === PlanState.firstOpen && r.open1)).toHaveLength(2);
    expect(rows.filter((r) => r.plan_state === PlanState.secondOpen && r.open2)).toHaveLength(2);
  });
});

// Noon, dawn and late evening in Beijing: the seed day is the school's, whatever the hour.
const movedDays = ['2027-03-10T12:00:00+08:00', '2027-07-15T00:10:00+08:00', '2027-11-20T23:50:00+08:00', '2028-02-01T09:00:00+08:00', '2028-08-30T15:00:00+08:00'];

describe.each(movedDays)('the demo seeded as if it were %s', (day) => {
  let handle: DbHandle;
  beforeAll(async () => {
    // Always a fresh PGlite: the seed is given its day, so the database's own clock does not matter.
    handle = await openDatabase({});
    await handle.migrate(installedSqlFiles());
    await seed(handle.db, portalModules, { demo: true, day: new Date(day) });
  }, 120_000);
  afterAll(async () => { await handle.close(); });
  agreements(() => handle.db, () => new Date(day));
});
