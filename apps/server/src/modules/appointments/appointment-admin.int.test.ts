import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBooking, AdminCounsellor, AdminSlot, HistoryRow, Page, Standing } from '@portal/contracts';
import { surveyAssignees } from '../surveys/surveys.tables.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { png } from '../../test/upload-fixtures.ts';
import { appointmentsKit } from './appointments-test-kit.ts';

/** The counsellors' side (README 'Staff API', 'No-show policy', 'Survey'). */
let t: TestApp;
const tokens: Record<string, string> = {};
let s1 = '';
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'careeradmin', 'counsellor01', 'counsellor02']) tokens[u] = (await t.login(u)).token;
  const [a] = await freshStudents(t.db, 1);
  s1 = a!.username;
  tokens[s1] = (await t.login(s1)).token;
}, 60_000);
afterAll(async () => { await t.close(); });
const k = appointmentsKit(() => t, tokens);
const admin = '/api/appointments/admin';
const weekAhead = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

describe('who may act', () => {
  it('refuses students every staff route (403)', async () => {
    const calls: [string, string, object?][] = [
      ['GET', `${admin}/counsellors`], ['GET', `${admin}/counsellor-accounts`], ['GET', `${admin}/bookings`], ['GET', `${admin}/settings`],
      ['GET', `${admin}/slots?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z`], ['POST', `${admin}/bookings/1/review`, { status: 1 }],
      ['POST', `${admin}/bookings/1/outcome`, { outcome: 1 }], ['PUT', `${admin}/settings`, { noShowLimit: 1, blockDays: 1, surveyId: null }],
      ['PUT', `${admin}/slots/1/disabled`, { disabled: true }], ['DELETE', `${admin}/slots/1`],
    ];
    for (const [m, url, body] of calls) await k.forbidden(k.call('mba01', m as 'GET', url, body));
  });

  it('a counsellor sees and acts on its own record only; the career office on all', async () => {
    const mine = await k.okData<AdminCounsellor[]>(k.call('counsellor01', 'GET', `${admin}/counsellors`));
    expect(mine.map((c) => c.username)).toEqual(['counsellor01']);
    const all = await k.okData<AdminCounsellor[]>(k.call('careeradmin', 'GET', `${admin}/counsellors`));
    expect(all.map((c) => c.username)).toEqual(expect.arrayContaining(['counsellor01', 'counsellor02']));
    const other = all.find((c) => c.username === 'counsellor02')!;
    await k.forbidden(k.call('counsellor01', 'PUT', `${admin}/counsellors/${other.id}/disabled`, { disabled: true }));
    const [pending] = (await k.okData<Page<AdminBooking>>(k.call('counsellor02', 'GET', `${admin}/bookings?conModels=${encodeURIComponent(JSON.stringify([{ fieldName: 'status', fieldValue: '0', conditionalType: 0 }]))}`))).data;
    expect(pending).toBeDefined();
    await k.forbidden(k.call('counsellor01', 'POST', `${admin}/bookings/${pending!.id}/review`, { status: 2 }));
    await k.forbidden(k.call('counsellor01', 'GET', `${admin}/bookings?counsellorId=${other.id}`));
    expect((await k.okData<Page<AdminBooking>>(k.call('counsellor01', 'GET', `${admin}/bookings`))).data.every((b) => b.counsellorName === '周老师')).toBe(true);
    await k.refused(k.call('careeradmin', 'PUT', `${admin}/settings`, { noShowLimit: 3, blockDays: 30, surveyId: 999_999 }), '5011');
    await k.forbidden(k.call('counsellor01', 'PUT', `${admin}/settings`, { noShowLimit: 3, blockDays: 30, surveyId: null }));
  });

  it('the office makes a record only for an account with role counsellor, once (5009)', async () => {
    const c = await k.makeCounsellor();
    const input = { userId: c.userId, name: 'x', nameEn: 'x', offers: [{ interviewConsultTypeKey: 1 }] };
    await k.refused(k.call('careeradmin', 'POST', `${admin}/counsellors`, input), '5009');
    await k.refused(k.call('careeradmin', 'POST', `${admin}/counsellors`, { ...input, userId: await k.userId('mba01') }), '5009');
    await k.refused(k.call('careeradmin', 'PUT', `${admin}/counsellors/${c.id}`, { ...input, offers: [{ interviewConsultTypeKey: 1 }, { interviewConsultTypeKey: 1 }] }), '5014');
  });
  it('a photo must be the caller\'s own upload under the photo rule (5016); the counsellor may edit its own profile', async () => {
    const c = await k.makeCounsellor();
    const [record] = await k.okData<AdminCounsellor[]>(k.call(c.username, 'GET', `${admin}/counsellors`));
    const input = {
      userId: c.userId, name: record!.name, nameEn: record!.nameEn, sex: 'M', introduce: '新介绍', introduceEN: 'New about', goodAt: '面试', goodAtEN: 'Interviews',
      offers: [{ interviewConsultTypeKey: 2, studentTypeIds: [2, 3] }],
    };
    const others = await k.upload('counsellor01', 'face.png', png(), 'photo');
    const pdfAsPhoto = await k.upload('careeradmin', 'cv.pdf', undefined, 'appointment');
    await k.refused(k.call('careeradmin', 'PUT', `${admin}/counsellors/${c.id}`, { ...input, photoFileId: others }), '5016');
    await k.refused(k.call('careeradmin', 'PUT', `${admin}/counsellors/${c.id}`, { ...input, photoFileId: pdfAsPhoto }), '5016');
    // Refused means nothing changed.
    const [unchanged] = await k.okData<AdminCounsellor[]>(k.call(c.username, 'GET', `${admin}/counsellors`));
    expect([unchanged!.introduceEN, unchanged!.photoFileId, unchanged!.offers.length]).toEqual(['About', null, 2]);

    const photo = await k.upload('careeradmin', 'face.png', png(), 'photo');
    await k.okData(k.call('careeradmin', 'PUT', `${admin}/counsellors/${c.id}`, { ...input, photoFileId: photo }));
    // The counsellor keeps the office's photo when editing its own profile.
    await k.okData(k.call(c.username, 'PUT', `${admin}/counsellors/${c.id}`, { ...input, photoFileId: photo, introduceEN: 'Mine' }));
    const [saved] = await k.okData<AdminCounsellor[]>(k.call(c.username, 'GET', `${admin}/counsellors`));
    expect(saved).toMatchObject({ sex: 'M', photoFileId: photo, introduceEN: 'Mine', goodAtEN: 'Interviews' });
    expect(saved!.photoUrl).toContain(photo);
    expect(saved!.offers.filter((o) => !o.disabled).map((o) => [o.interviewConsultTypeKey, o.studentTypeIds])).toEqual([[2, [2, 3]]]);
  });
});

describe('availability and slots', () => {
  it('cuts weekly blocks into slots with buffers for N weeks, skipping overlaps; a block ending before it starts is 5007', async () => {
    const c = await k.makeCounsellor();
    const body = {
      interviewConsultTypeKey: 1, firstDate: weekAhead(), weeks: 2, blocks: [{ weekday: 2, start: '09:00', end: '12:00' }, { weekday: 4, start: '14:00', end: '15:00' }],
      slotMinutes: 45, bufferMinutes: 15, interflowType: 2, address: '腾讯会议', addressEn: 'Tencent Meeting',
    };
    // 09:00, 10:00, 11:00 on Tuesdays and 14:00 on Thursdays: 4 a week.
    expect(await k.okData(k.call(c.username, 'POST', `${admin}/counsellors/${c.id}/availability`, body))).toEqual({ created: 8, skipped: 0 });
    expect(await k.okData(k.call(c.username, 'POST', `${admin}/counsellors/${c.id}/availability`, { ...body, interviewConsultTypeKey: 2 }))).toEqual({ created: 0, skipped: 8 });
    await k.refused(k.call(c.username, 'POST', `${admin}/counsellors/${c.id}/availability`, { ...body, blocks: [{ weekday: 1, start: '10:00', end: '09:00' }] }), '5007');
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const cal = await k.okData<AdminSlot[]>(k.call(c.username, 'GET', `${admin}/slots?from=${from}&to=${to}`));
    expect(cal).toHaveLength(8);
    expect(cal.every((s) => s.interflowType === 2 && s.booking === null && (new Date(s.endTime).getTime() - new Date(s.beginTime).getTime()) === 45 * 60_000)).toBe(true);
  });

  it('a booked slot cannot be deleted (5008) but can be disabled, keeping its booking; a free one is deleted', async () => {
    const c = await k.makeCounsellor();
    const booked = await k.makeSlot(c.id, 2, 100);
    const free = await k.makeSlot(c.id, 2, 110);
    const id = await k.book(s1, booked, 2);
    await k.refused(k.call(c.username, 'DELETE', `${admin}/slots/${booked}`), '5008');
    await k.okData(k.call(c.username, 'PUT', `${admin}/slots/${booked}/disabled`, { disabled: true }));
    expect((await k.booking(id)).status).toBe(0);
    await k.okData(k.call(c.username, 'DELETE', `${admin}/slots/${free}`));
    await k.refused(k.call(c.username, 'DELETE', `${admin}/slots/${free}`), '101');
  });
});

describe('review, outcome, notes', () => {
  it('approves or rejects only from 0 (5004); a rejection frees the slot', async () => {
    const c = await k.makeCounsellor();
    const slot = await k.makeSlot(c.id, 2, 200);
    const id = await k.book(s1, slot, 2);
    expect(await k.okData(k.call(c.username, 'POST', `${admin}/bookings/${id}/review`, { status: 2, replyNote: '时间冲突' }))).toEqual({ id, status: 2 });
    await k.refused(k.call(c.username, 'POST', `${admin}/bookings/${id}/review`, { status: 1 }), '5004');
    expect(await k.liveOnSlot(slot)).toBe(0);
    const row = (await k.history(s1)).data.find((r) => r.vdSubscribeId === id)!;
    expect(row).toMatchObject({ subscribeStatus: 2, canEdit: false, canCancel: false });
    await k.okData(k.call(c.username, 'PUT', `${admin}/bookings/${id}/note`, { note: '学生改约' }));
    expect((await k.booking(id)).note).toBe('学生改约');
  });

  it('records attendance only on an approved booking that has begun (5005); attended opens the survey for the student', async () => {
    const c = await k.makeCounsellor();
    const id = await k.book(s1, await k.makeSlot(c.id, 1, 300), 1);
    await k.refused(k.call(c.username, 'POST', `${admin}/bookings/${id}/outcome`, { outcome: 1 }), '5005');
    await k.okData(k.call(c.username, 'POST', `${admin}/bookings/${id}/review`, { status: 1 }));
    await k.refused(k.call(c.username, 'POST', `${admin}/bookings/${id}/outcome`, { outcome: 1 }), '5005');
    await k.moveBooking(id, -2);
    const r = await k.okData<{ surveyAssignmentId: number }>(k.call(c.username, 'POST', `${admin}/bookings/${id}/outcome`, { outcome: 1 }));
    expect(r.surveyAssignmentId).toBeGreaterThan(0);
    const asked = await t.db.select().from(surveyAssignees).where(and(eq(surveyAssignees.assignmentId, r.surveyAssignmentId), eq(surveyAssignees.userId, await k.userId(s1))));
    expect(asked).toHaveLength(1);
    const row = (await k.history(s1)).data.find((x) => x.vdSubscribeId === id) as HistoryRow;
    expect(row.surveyUrl).toContain(`/${r.surveyAssignmentId}/`);
    await k.refused(k.call(s1, 'POST', `/api/appointments/my/${id}/cancel`), '102');
    // A second mark keeps the one assignment.
    expect((await k.okData<{ surveyAssignmentId: number }>(k.call(c.username, 'POST', `${admin}/bookings/${id}/outcome`, { outcome: 1 }))).surveyAssignmentId).toBe(r.surveyAssignmentId);
  });
});

describe('no-show policy', () => {
  it('the configured number of no-shows in a term blocks new bookings until the day the message names (5010)', async () => {
    const [st] = await freshStudents(t.db, 1);
    const who = st!.username;
    tokens[who] = (await t.login(who)).token;
    await k.okData(k.call('careeradmin', 'PUT', `${admin}/settings`, { noShowLimit: 2, blockDays: 30, surveyId: null }));
    const c = await k.makeCounsellor();
    for (const h of [400, 410]) {
      const id = await k.book(who, await k.makeSlot(c.id, 2, h), 2);
      await k.okData(k.call(c.username, 'POST', `${admin}/bookings/${id}/review`, { status: 1 }));
      await k.moveBooking(id, h === 400 ? -3 : -1);
      await k.okData(k.call(c.username, 'POST', `${admin}/bookings/${id}/outcome`, { outcome: 2 }));
    }
    const st1 = await k.okData<Standing>(k.call(who, 'GET', '/api/appointments/my/standing'));
    expect(st1).toMatchObject({ noShows: 2, limit: 2 });
    expect(st1.blockedUntil).not.toBeNull();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(st1.blockedUntil!));
    const zh = await k.refused(k.save(who, k.form(await k.makeSlot(c.id, 2, 500), 2, await k.upload(who))), '5010');
    expect(zh.messageEn).toContain(day);
    expect(zh.params).toMatchObject({ count: 2, date: day });
    await k.okData(k.call('careeradmin', 'PUT', `${admin}/settings`, { noShowLimit: 0, blockDays: 30, surveyId: null }));
    await k.book(who, await k.makeSlot(c.id, 2, 510), 2);
    await k.okData(k.call('careeradmin', 'PUT', `${admin}/settings`, { noShowLimit: 3, blockDays: 30, surveyId: null }));
  });
});
