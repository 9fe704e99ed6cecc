import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@portal/contracts';
import { findUserByLogin } from '../../platform/auth/auth.repo.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { databaseFollowsNodeClock, pinNodeClock, releaseNodeClock } from '../../test/clocks.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { eventsOfYear } from './calendar.ts';
import { notices } from './shell.tables.ts';

/** Times written with different offsets are compared and ordered as instants; the alert window is half-open. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'newsadmin']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
afterEach(() => { releaseNodeClock(); });
const HOUR = 3600_000;

const base = { title: '时区测试', enTitle: 'Time zones', fieldType: 'report', noticeType: 'announcement', content: '<p>正文</p>' };
const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/GSMNewsReports', headers: bearer(tokens.newsadmin!), payload: { ...base, ...payload } });
const alert = async () => (await t.app.inject({ method: 'GET', url: '/api/notice', headers: bearer(tokens.mba01!) })).json().data as { id: number } | null;

describe('an alert window written with two offsets', () => {
  it('is accepted when it ends after it starts, though its text sorts the other way', async () => {
    // 09:00 in Beijing is 01:00 UTC, an hour before 02:00 UTC.
    const res = await create({ startTime: '2030-05-01T09:00:00+08:00', endTime: '2030-05-01T02:00:00Z' });
    expect(res.json(), res.body).toMatchObject({ statusCode: 200 });
  });

  it('is refused when it ends before it starts, though its text sorts the other way', async () => {
    const res = await create({ startTime: '2030-05-01T02:00:00Z', endTime: '2030-05-01T09:00:00+08:00' });
    expect(res.json()).toMatchObject({ statusCode: 700, message: '90003' });
  });
});

describe.runIf(databaseFollowsNodeClock)('the global alert at its boundary instants', () => {
  it('shows from its start instant and no longer at its end instant', async () => {
    const [seeded] = await t.db.select().from(notices).where(and(isNotNull(notices.startTime), isNull(notices.deletedAt)));
    const at = await dbNow(t.db);
    pinNodeClock(at);
    await t.db.update(notices).set({ startTime: at, endTime: new Date(at.getTime() + HOUR) }).where(eq(notices.id, seeded!.id));
    expect((await alert())?.id).toBe(seeded!.id);
    await t.db.update(notices).set({ startTime: new Date(at.getTime() - HOUR), endTime: at }).where(eq(notices.id, seeded!.id));
    expect(await alert()).toBeNull();
  });
});

describe('the calendar of a school year', () => {
  it('asks its sources for the Beijing year and orders their events by instant, whatever their offsets', async () => {
    const user = (await findUserByLogin(t.db, 'mba01'))!;
    const asked: [Date, Date][] = [];
    const event = (id: string, start: string): CalendarEvent => ({ id, title: id, enTitle: id, start, end: start, kind: 'school', url: null });
    const events = await eventsOfYear([
      async (_db, _user, from, to) => {
        asked.push([from, to]);
        return [event('late', '2030-03-01T02:00:00Z'), event('early', '2030-03-01T09:00:00+08:00')];
      },
    ], t.db, user, 2030);
    expect(asked).toEqual([[new Date('2029-12-31T16:00:00Z'), new Date('2030-12-31T16:00:00Z')]]);
    expect(events.map((e) => e.id)).toEqual(['early', 'late']);
  });
});
