import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationParams } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { notificationEvents } from './notifications.tables.ts';
import { notify } from './notify.ts';

/**
 * The SEQUENCE of an invite is one more than the last of its UID (README 'Invites'). Two changes of
 * one appointment in concurrent transactions must not take the same number. PostgreSQL only: PGlite
 * has one connection, so its transactions never overlap.
 */
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); }, 60_000);
afterAll(async () => { await t.close(); });

const params: NotificationParams['appointments.reminder'] = {
  consultType: { zh: '模拟面试', en: 'Mock interview' }, withName: { zh: '王老师', en: 'Ms Wang' }, when: '2026-05-01 10:00~10:30',
  interflow: { zh: '线下', en: 'In person' }, place: { zh: '302 室', en: 'Room 302' }, online: false, day: 'later',
};
const time = (uid: string) => ({
  start: new Date('2026-05-01T02:00:00Z'), end: new Date('2026-05-01T02:30:00Z'), uid,
  summary: { zh: '模拟面试', en: 'Mock interview' }, location: params.place,
});
let seq = 0;
const keyOf = () => `seq-test:${Date.now()}:${(seq += 1)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function sequencesOf(keys: string[]): Promise<number[]> {
  const rows = await t.db.select({ key: notificationEvents.eventKey, sequence: sql<number>`(${notificationEvents.invite}->>'sequence')::int` })
    .from(notificationEvents).where(inArray(notificationEvents.eventKey, keys));
  return keys.map((k) => rows.find((r) => r.key === k)!.sequence);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('invite SEQUENCE under concurrent changes', () => {
  it('a second transaction reporting an invite of the same UID waits for the first, and takes the next number', async () => {
    const [p] = await freshStudents(t.db, 1);
    const uid = `uid-${keyOf()}@student-portal`;
    const [first, second] = [keyOf(), keyOf()];
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    let reported!: () => void;
    const firstReported = new Promise<void>((r) => { reported = r; });
    const a = t.db.transaction(async (tx) => {
      await notify(tx, { kind: 'appointments.reminder', key: first, recipients: [p!.id], link: '/a', params, time: time(uid) });
      reported();
      await gate; // the first change is not committed yet
    });
    await firstReported;
    let secondDone = false;
    const b = t.db.transaction((tx) => notify(tx, { kind: 'appointments.reminder', key: second, recipients: [p!.id], link: '/a', params, time: time(uid) }))
      .then(() => { secondDone = true; });
    // Without the UID's lock the second reads the last SEQUENCE past the uncommitted first and is done at once.
    await Promise.race([b, sleep(1000)]);
    const waited = !secondDone;
    release();
    await Promise.all([a, b]);
    expect(waited).toBe(true);
    expect(await sequencesOf([first, second])).toEqual([0, 1]);
  });

  it('reported outside a transaction, ten at once, the invites of one UID take ten numbers', async () => {
    const [p] = await freshStudents(t.db, 1);
    const uid = `uid-${keyOf()}@student-portal`;
    const keys = Array.from({ length: 10 }, keyOf);
    await Promise.all(keys.map((key) => notify(t.db, { kind: 'appointments.reminder', key, recipients: [p!.id], link: '/a', params, time: time(uid) })));
    expect((await sequencesOf(keys)).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
