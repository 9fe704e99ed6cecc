import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedSqlFiles } from '../app.ts';
import { portalModules } from '../modules/index.ts';
import type { DbHandle } from '../platform/db/client.ts';
import { demoCalendar } from '../platform/db/demo-calendar.ts';
import { seed } from '../platform/db/seed.ts';
import { classesAgree, creationComesFirst, holidaysAgree, noticesAgree, studentsFollowTheYear, teachersAgree, termsAgree, timesAreRound } from './demo-calendar-checks.ts';
import { emptyDatabase } from './harness.ts';

/**
 * The agreements a seeded demo keeps (issue 9), as tests: on the template seeded today
 * (demo-calendar.int.test.ts) and on the demo seeded as if today were another day of the year
 * (demo-calendar-*.int.test.ts, a few days per file so the files share the workers).
 */
export function agreements(db: () => DbHandle['db'], day: () => Date): void {
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

/**
 * The demo seeded on each of `days` (ISO times with their offset), on an empty database of the kind
 * under test: the seed is given its day, so the database's own clock does not matter.
 */
export function describeSeededOn(days: string[]): void {
  describe.each(days)('the demo seeded as if it were %s', (day) => {
    let handle: DbHandle;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ handle, drop } = await emptyDatabase());
      await handle.migrate(installedSqlFiles());
      await seed(handle.db, portalModules, { demo: true, day: new Date(day) });
    }, 120_000);
    afterAll(async () => { await handle.close(); await drop(); });
    agreements(() => handle.db, () => new Date(day));
  });
}
