import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed } from '@portal/contracts';
import { rowsOf } from '../../platform/db/client.ts';
import { bearer, startTestApp, type TestApp } from '../../test/harness.ts';
import { surveyKit } from '../surveys/survey-test-kit.ts';
import { calendarEvents } from './shell.tables.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'benyan01']) tokens[u] = (await t.login(u)).token;
});
afterAll(async () => { await t.close(); });
const k = surveyKit(() => t, tokens);

/**
 * Reads the feed with ical.js (Mozilla's RFC 5545 parser, Thunderbird's): it throws on a malformed
 * line. The feed's own VTIMEZONE is registered, so event times convert to instants through it.
 */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const cal = new ICAL.Component(ICAL.parse(text));
  for (const zone of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return { cal, events: cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

const feedPath = (url: string) => new URL(url).pathname;

describe('the personal calendar feed', () => {
  it('has no feed until one is made, and answers 404 to a made-up secret', async () => {
    expect(await k.okData<CalendarFeed>(k.call('benyan01', 'GET', '/api/calendar/feed'))).toEqual({ exists: false, createdAt: null, url: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/feed/x' })).statusCode).toBe(404);
  });

  it('serves RFC 5545 text at the secret URL without a bearer token, times in Asia/Shanghai, stable UIDs', async () => {
    const feed = await k.okData<CalendarFeed>(k.call('mba01', 'POST', '/api/calendar/feed/regenerate'));
    expect(feed.url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await t.app.inject({ method: 'GET', url: feedPath(feed.url!) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const { cal, events } = parseIcs(res.body);
    expect(cal.name).toBe('vcalendar');
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(cal.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Asia/Shanghai');
    expect(cal.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Shanghai');
    // The school calendar's events at least; classes and lectures as their parts add sources.
    expect(events.length).toBeGreaterThan(0);
    const uids = events.map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
    // Every module's source through the registry: the school calendar, mba01's classes, lectures and career activities.
    for (const kind of ['school-', 'class-', 'lecture-', 'career-activity-']) expect(uids.some((u) => u.startsWith(kind)), kind).toBe(true);
    for (const e of events) {
      expect(e.startDate.zone?.tzid).toBe('Asia/Shanghai');
      expect(e.endDate.toJSDate().getTime()).toBeGreaterThan(e.startDate.toJSDate().getTime());
      expect((e.component.getFirstPropertyValue('dtstamp') as ICAL.Time).zone?.tzid).toBe('UTC');
    }
    // Read twice, the same events keep their UIDs: a subscribed calendar updates rather than duplicates.
    const again = parseIcs((await t.app.inject({ method: 'GET', url: feedPath(feed.url!) })).body);
    expect(again.events.map((e) => e.uid)).toEqual(uids);
    // The state shows the feed exists but never the secret again.
    expect(await k.okData<CalendarFeed>(k.call('mba01', 'GET', '/api/calendar/feed'))).toMatchObject({ exists: true, url: null });
  });

  it('writes each time as the school wall clock under TZID, as the database converts it', async () => {
    const feed = await k.okData<CalendarFeed>(k.call('benyan01', 'POST', '/api/calendar/feed/regenerate'));
    const body = (await t.app.inject({ method: 'GET', url: feedPath(feed.url!) })).body;
    // The database's own conversion to the school's wall clock, not the code under test.
    const [first] = rowsOf<{ wall: string }>(await t.db.execute(sql`select to_char(${calendarEvents.startsAt} at time zone 'Asia/Shanghai', 'YYYYMMDD"T"HH24MISS') as wall
      from ${calendarEvents} where ${calendarEvents.pageType} is null and ${calendarEvents.startsAt} > now() order by ${calendarEvents.startsAt} limit 1`));
    expect(body).toContain(`DTSTART;TZID=Asia/Shanghai:${first!.wall}`);
    // Read back through the feed's own VTIMEZONE, every event is the instant the database holds.
    const [next] = await t.db.select().from(calendarEvents).where(sql`${calendarEvents.pageType} is null and ${calendarEvents.startsAt} > now()`).orderBy(calendarEvents.startsAt).limit(1);
    const event = parseIcs(body).events.find((e) => e.uid === `school-${next!.id}@portal`)!;
    expect(event.startDate.toJSDate().toISOString()).toBe(next!.startsAt.toISOString());
  });

  it('revokes the old URL when the user makes a new one', async () => {
    const first = await k.okData<CalendarFeed>(k.call('mba01', 'POST', '/api/calendar/feed/regenerate'));
    expect((await t.app.inject({ method: 'GET', url: feedPath(first.url!) })).statusCode).toBe(200);
    const second = await k.okData<CalendarFeed>(k.call('mba01', 'POST', '/api/calendar/feed/regenerate'));
    expect(second.url).not.toBe(first.url);
    expect((await t.app.inject({ method: 'GET', url: feedPath(first.url!) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: feedPath(second.url!) })).statusCode).toBe(200);
  });

  it('names the address the user reached the portal by when PUBLIC_URL is unset, and PUBLIC_URL when it is set', async () => {
    const regenerate = (host: string) => t.app.inject({ method: 'POST', url: '/api/calendar/feed/regenerate', headers: { ...bearer(tokens.mba01!), host } });
    const unset = (await regenerate('portal.school.example:9000')).json().data as CalendarFeed;
    expect(new URL(unset.url!).origin).toBe('http://portal.school.example:9000');
    const before = { set: t.config.publicUrlSet, url: t.config.PUBLIC_URL };
    Object.assign(t.config, { publicUrlSet: true, PUBLIC_URL: 'https://portal.sem.example.edu.cn/' });
    try {
      const set = (await regenerate('10.0.0.7:8080')).json().data as CalendarFeed;
      expect(new URL(set.url!).origin).toBe('https://portal.sem.example.edu.cn');
      // The link works where it points: the path is the feed's.
      expect((await t.app.inject({ method: 'GET', url: feedPath(set.url!) })).statusCode).toBe(200);
    } finally {
      Object.assign(t.config, { publicUrlSet: before.set, PUBLIC_URL: before.url });
    }
  });

  it('limits the public feed per address, so secrets cannot be guessed at speed', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 62; i += 1) codes.push((await t.app.inject({ method: 'GET', url: '/api/calendar/feed/guess.ics', remoteAddress: '203.0.113.9' })).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 404)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('needs a signed-in user to see or make a feed', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/calendar/feed/regenerate' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/feed' })).statusCode).toBe(401);
  });
});
