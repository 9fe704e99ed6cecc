import { schoolClock } from '../../platform/time/school-zone.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultantCard, CounsellorDetail, CounsellorSlots, HistoryRow, Page, SubscribeDetail } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { freshStudents } from '../../test/student-factory.ts';
import { appointmentsKit } from './appointments-test-kit.ts';

/** The student's side (README 'Student calls', 'Rules'): each rule and code through the API. */
let t: TestApp;
const tokens: Record<string, string> = {};
let s1 = '';
let s2 = '';
beforeAll(async () => {
  t = await startTestApp();
  for (const u of ['mba01', 'grad01', 'benyan01', 'careeradmin', 'counsellor01']) tokens[u] = (await t.login(u)).token;
  const [a, b] = await freshStudents(t.db, 2);
  s1 = a!.username;
  s2 = b!.username;
  tokens[s1] = (await t.login(s1)).token;
  tokens[s2] = (await t.login(s2)).token;
}, 60_000);
afterAll(async () => { await t.close(); });
const k = appointmentsKit(() => t, tokens);
const list = (who: string, type: number) =>
  k.okData<Page<ConsultantCard>>(k.call(who, 'POST', '/api/VDInterviewConsult/QueryVDCounselorListForStudy', { studentType: 9, interviewConsultTypeKey: type, pageSize: -1, pageNo: 0 }));
const slots = (who: string, counsellorId: number, type: number) =>
  k.okData<CounsellorSlots>(k.call(who, 'POST', '/api/VDInterviewConsult/QueryCounselorSubscribeDetail', { VDCounselorId: counsellorId, interviewConsultTypeKey: type, studentType: 3 }));

describe('demo data', () => {
  it('mba01 has a past attended consultation with its survey, a pending and an approved one within 24 hours; grad01 none', async () => {
    const h = await k.history('mba01');
    expect(h.total).toBe(3);
    const [pending, approved, past] = h.data;
    expect(pending).toMatchObject({ subscribeStatus: 0, interviewConsultTypeKey: 2, canEdit: false });
    expect(approved).toMatchObject({ subscribeStatus: 1, interviewConsultTypeKey: 2 });
    expect(past).toMatchObject({ subscribeStatus: 1, outcome: 1, interviewConsultTypeKey: 1 });
    expect(past!.surveyUrl).toMatch(/^\/appointment\/view\/\d+\/\d+\/\d+\?businessType=Appointment$/);
    const hours = (r: HistoryRow) => (new Date(r.vdvdInterviewConsultTimesDetailBeginTime).getTime() - Date.now()) / 3_600_000;
    expect(hours(pending!)).toBeGreaterThan(0);
    expect(hours(pending!)).toBeLessThan(24);
    expect(hours(approved!)).toBeLessThan(24);
    // In a counsellor's office hours at the school, whatever hour the demo was seeded at (not 02:00 Beijing).
    for (const r of [pending!, approved!]) {
      const hour = Number(schoolClock(new Date(r.vdvdInterviewConsultTimesDetailBeginTime)).slice(0, 2));
      expect(hour).toBeGreaterThanOrEqual(9);
      expect(hour).toBeLessThanOrEqual(16);
    }
    expect((await k.history('grad01')).total).toBe(0);
  });

  it('counsellors of both types have free slots over the next two weeks', async () => {
    const career = await list('mba01', 1);
    const mock = await list('mba01', 2);
    expect(career.data.length).toBeGreaterThanOrEqual(1);
    expect(mock.data.length).toBeGreaterThanOrEqual(2);
    for (const c of [...career.data, ...mock.data]) expect(c.freeSlotCount).toBeGreaterThan(0);
  });
});

describe('counsellors and slots (C01, C02, C06)', () => {
  it('lists only the counsellors offering the type to the caller\'s own student type, whatever studentType says', async () => {
    const c = await k.makeCounsellor({ offers: [{ interviewConsultTypeKey: 2, studentTypeIds: [1], disabled: false }] });
    expect((await list('benyan01', 2)).data.map((x) => x.id)).toContain(c.id);
    expect((await list('mba01', 2)).data.map((x) => x.id)).not.toContain(c.id);
    expect((await list('benyan01', 1)).data.map((x) => x.id)).not.toContain(c.id);
    await k.refused(k.save(s1, k.form(await k.makeSlot(c.id, 2, 60), 2, await k.upload(s1))), '104');
  });

  it('hides a disabled counsellor and refuses its slots (104)', async () => {
    const c = await k.makeCounsellor();
    const slot = await k.makeSlot(c.id, 1, 48);
    await k.okData(k.call('careeradmin', 'PUT', `/api/appointments/admin/counsellors/${c.id}/disabled`, { disabled: true }));
    expect((await list(s1, 1)).data.map((x) => x.id)).not.toContain(c.id);
    expect((await slots(s1, c.id, 1)).queryByIdForStudyDtoDateTimeDetailDto[0]).toMatchObject({ disabled: true, disabledReason: 'off' });
    await k.refused(k.save(s1, k.form(slot, 1, await k.upload(s1))), '104');
  });

  it('marks each slot with why it cannot be chosen: booked, inside 24 hours, switched off', async () => {
    const c = await k.makeCounsellor();
    const booked = await k.makeSlot(c.id, 2, 50);
    const late = await k.makeSlot(c.id, 2, 10);
    const off = await k.makeSlot(c.id, 2, 60);
    const free = await k.makeSlot(c.id, 2, 70);
    await k.book(s2, booked, 2);
    await k.okData(k.call('careeradmin', 'PUT', `/api/appointments/admin/slots/${off}/disabled`, { disabled: true }));
    const got = new Map((await slots(s1, c.id, 2)).queryByIdForStudyDtoDateTimeDetailDto.map((x) => [x.id, x.disabledReason]));
    expect(Object.fromEntries(got)).toEqual({ [booked]: 'booked', [late]: 'tooLate', [off]: 'off', [free]: null });
  });

  it('answers a counsellor\'s detail with sex and subscribeTotal; an unknown one is 5012', async () => {
    const c = await k.makeCounsellor();
    const d = await k.okData<CounsellorDetail>(k.call(s1, 'GET', `/api/VDInterviewConsult/QueryCounselor/${c.id}`));
    expect(d).toMatchObject({ id: c.id, sex: '女', sexEN: 'Female', subscribeTotal: 0, interviewConsultTypeKeys: [1, 2] });
    await k.refused(k.call(s1, 'GET', '/api/VDInterviewConsult/QueryCounselor/999999'), '5012');
  });
});

describe('booking (C03) and its codes', () => {
  it('saves with status 0 and fromType 2; the detail shows q1–q3 for type 1 and q4–q6 for type 2', async () => {
    const c = await k.makeCounsellor();
    const career = await k.book(s1, await k.makeSlot(c.id, 1, 100), 1);
    const mock = await k.book(s1, await k.makeSlot(c.id, 2, 110), 2);
    const d1 = await k.okData<SubscribeDetail>(k.call(s1, 'GET', `/api/VDInterviewConsult/QueryVDSubscribeDetail/${career}`));
    expect(d1).toMatchObject({ status: 0, fromType: 2, q1: '职业方向', q3: '想了解转行准备。', q4: null, vdSubscribeYourQuestionList: [{ question: '如何准备实习？' }] });
    expect(d1.biographicalNotesFileName).toBe('resume.pdf');
    expect(d1.biographicalNotesUrl).toMatch(/^\/uploadfiles\//);
    const d2 = await k.okData<SubscribeDetail>(k.call(s1, 'GET', `/api/VDInterviewConsult/QueryVDSubscribeDetail/${mock}`));
    expect(d2).toMatchObject({ q1: null, q2: null, q3: null, q4: '咨询顾问', q5: '结构化面试', q6: '案例表达' });
    for (const id of [career, mock]) await k.okData(k.call(s1, 'POST', `/api/appointments/my/${id}/cancel`));
  });

  it('refuses an incomplete form with 90003 naming the fields in the request\'s language, and writes nothing', async () => {
    const c = await k.makeCounsellor();
    const slot = await k.makeSlot(c.id, 1, 120);
    const file = await k.upload(s1);
    const cases: Record<string, unknown>[] = [
      { q1: '' }, { q2: 'x'.repeat(101) }, { biographicalNotesFileId: null },
      { vdSubscribeYourQuestionList: Array.from({ length: 6 }, () => ({ question: '问题' })) }, { vdSubscribeYourQuestionList: [{ question: ' ' }] },
    ];
    for (const o of cases) {
      const zh = await k.refused(k.save(s1, k.form(slot, 1, file, o)), '90003');
      expect(zh.messageEn).toBeTruthy();
    }
    const en = await k.refused(k.save(s1, k.form(slot, 1, file, { q1: '' }), 'en-US'), '90003');
    expect(en.params.detail).toMatch(/Answer 1/);
    expect((await k.refused(k.save(s1, k.form(slot, 1, file, { biographicalNotesFileId: null })), '90003')).params.detail).toMatch(/简历/);
    expect(await k.liveOnSlot(slot)).toBe(0);
    // q3 has no 100-character limit in the new-booking form (career.md §5).
    await k.okData(k.save(s1, k.form(slot, 1, file, { q3: 'x'.repeat(300) })));
    const [row] = (await k.history(s1)).data;
    await k.okData(k.call(s1, 'POST', `/api/appointments/my/${row!.vdSubscribeId}/cancel`));
  });

  it('takes only the student\'s own uploads under the appointment rule (5015)', async () => {
    const c = await k.makeCounsellor();
    const slot = await k.makeSlot(c.id, 1, 130);
    await k.refused(k.save(s1, k.form(slot, 1, await k.upload(s2))), '5015');
    await k.refused(k.save(s1, k.form(slot, 1, await k.upload(s1, 'cv.pdf', undefined, 'general'))), '5015');
    const txt = await t.app.inject({ method: 'POST', url: '/api/GsmFile/FileUpLoad?use=appointment' });
    expect(txt.statusCode).not.toBe(200);
  });

  it('100: a slot already booked; 101: a slot that does not exist', async () => {
    const c = await k.makeCounsellor();
    const slot = await k.makeSlot(c.id, 2, 140);
    await k.book(s1, slot, 2);
    await k.refused(k.save(s2, k.form(slot, 2, await k.upload(s2))), '100');
    await k.refused(k.save(s2, k.form(999_999, 2, await k.upload(s2))), '101');
    expect(await k.liveOnSlot(slot)).toBe(1);
  });

  it('105: an unfinished career consultation blocks another career consultation, not a mock interview', async () => {
    const [st] = await freshStudents(t.db, 1);
    tokens[st!.username] = (await t.login(st!.username)).token;
    const who = st!.username;
    const a = await k.makeCounsellor();
    const b = await k.makeCounsellor();
    const first = await k.book(who, await k.makeSlot(a.id, 1, 150), 1);
    await k.refused(k.save(who, k.form(await k.makeSlot(b.id, 1, 200), 1, await k.upload(who))), '105');
    await k.book(who, await k.makeSlot(b.id, 2, 210), 2);
    await k.okData(k.call(who, 'POST', `/api/appointments/my/${first}/cancel`));
    await k.book(who, await k.makeSlot(b.id, 1, 220), 1);
  });

  it('5001: a student never holds two live appointments at overlapping times', async () => {
    const a = await k.makeCounsellor();
    const b = await k.makeCounsellor();
    await k.book(s2, await k.makeSlot(a.id, 2, 300), 2);
    await k.refused(k.save(s2, k.form(await k.makeSlot(b.id, 2, 300.5), 2, await k.upload(s2))), '5001');
  });

  it('5000 at the 24-hour boundary by the database clock: a minute inside is refused, a minute outside is taken', async () => {
    const c = await k.makeCounsellor();
    const inside = await k.makeSlot(c.id, 2, 24 - 1 / 60, 1 / 60);
    const outside = await k.makeSlot(c.id, 2, 24 + 2 / 60);
    await k.refused(k.save(s1, k.form(inside, 2, await k.upload(s1))), '5000');
    await k.book(s1, outside, 2);
  });
});

describe('history, edit and cancel (C04, C05)', () => {
  it('C05 answers the slots and the booking far ahead, false inside 24 hours; an approved one cannot be edited (5002)', async () => {
    const c = await k.makeCounsellor();
    const id = await k.book(s1, await k.makeSlot(c.id, 1, 400), 1);
    const data = await k.okData<{ queryByIdForStudyDto: CounsellorSlots; queryVDSubscribeDetail: SubscribeDetail }>(
      k.call(s1, 'GET', `/api/VDInterviewConsult/QuerySubscribteForEdit/${id}?StudentType=3`));
    expect(data.queryVDSubscribeDetail.id).toBe(id);
    expect(data.queryByIdForStudyDto.queryByIdForStudyDtoDateTimeDetailDto.find((x) => x.id === data.queryVDSubscribeDetail.vdvdInterviewConsultTimesDetailId)?.disabled).toBe(false);
    await k.moveBooking(id, 23);
    expect(await k.okData(k.call(s1, 'GET', `/api/VDInterviewConsult/QuerySubscribteForEdit/${id}?StudentType=3`))).toBe(false);
    await k.refused(k.save(s1, { ...k.form(await k.makeSlot(c.id, 1, 420), 1, await k.upload(s1)), id }), '5000');
    await k.refused(k.call(s1, 'POST', `/api/appointments/my/${id}/cancel`), '5000');
    const approved = await k.book(s2, await k.makeSlot(c.id, 2, 430), 2);
    await k.okData(k.call('careeradmin', 'POST', `/api/appointments/admin/bookings/${approved}/review`, { status: 1 }));
    await k.refused(k.call(s2, 'GET', `/api/VDInterviewConsult/QuerySubscribteForEdit/${approved}`), '5002');
  });

  it('an edit moves the booking: the new slot taken and the old one freed together; a taken slot changes nothing (100)', async () => {
    const c = await k.makeCounsellor();
    const old = await k.makeSlot(c.id, 2, 500);
    const next = await k.makeSlot(c.id, 2, 510);
    const taken = await k.makeSlot(c.id, 2, 520);
    const id = await k.book(s1, old, 2);
    await k.book(s2, taken, 2);
    const file = (await k.booking(id)).biographicalFileId!;
    await k.refused(k.save(s1, { ...k.form(taken, 2, file), id }), '100');
    expect(await k.liveOnSlot(old)).toBe(1);
    expect((await k.booking(id)).slotId).toBe(old);
    expect(await k.okData(k.save(s1, { ...k.form(next, 2, file, { q4: '改过的' }), id }))).toEqual({ id, status: 0 });
    expect(await k.liveOnSlot(old)).toBe(0);
    expect(await k.liveOnSlot(next)).toBe(1);
    expect(await k.booking(id)).toMatchObject({ slotId: next, q4: '改过的' });
    await k.book(s2, old, 2);
  });

  it('an edit keeps the type (5006)', async () => {
    const c = await k.makeCounsellor();
    const id = await k.book(s1, await k.makeSlot(c.id, 2, 600), 2);
    await k.refused(k.save(s1, { ...k.form(await k.makeSlot(c.id, 1, 610), 1, (await k.booking(id)).biographicalFileId!), id }), '5006');
  });

  it('cancelling until 24 hours before frees the slot for another student; a cancelled one cannot change (5003)', async () => {
    const c = await k.makeCounsellor();
    const slot = await k.makeSlot(c.id, 2, 700);
    const id = await k.book(s1, slot, 2);
    expect(await k.okData(k.call(s1, 'POST', `/api/appointments/my/${id}/cancel`))).toEqual({ id, status: 3 });
    await k.book(s2, slot, 2);
    await k.refused(k.call(s1, 'POST', `/api/appointments/my/${id}/cancel`), '5003');
    const rows = (await k.history(s1, { conModels: [{ fieldName: 'subscribeStatus', fieldValue: '3', conditionalType: 0 }] })).data;
    expect(rows.map((r) => r.vdSubscribeId)).toContain(id);
    expect(rows.every((r) => r.subscribeStatus === 3)).toBe(true);
  });

  it('another student\'s appointment is refused (403) on every call; an unknown one is 103', async () => {
    const c = await k.makeCounsellor();
    const id = await k.book(s1, await k.makeSlot(c.id, 2, 800), 2);
    const other = await k.userId(s1);
    await k.forbidden(k.call(s2, 'GET', `/api/VDInterviewConsult/QueryVDSubscribeDetail/${id}`));
    await k.forbidden(k.call(s2, 'GET', `/api/VDInterviewConsult/QuerySubscribteForEdit/${id}?StudentType=3`));
    await k.forbidden(k.call(s2, 'POST', `/api/appointments/my/${id}/cancel`));
    await k.forbidden(k.save(s2, { ...k.form(await k.makeSlot(c.id, 2, 810), 2, await k.upload(s2)), id }));
    await k.forbidden(k.save(s2, { ...k.form(await k.makeSlot(c.id, 2, 820), 2, await k.upload(s2)), studentId: other }));
    await k.forbidden(k.call(s2, 'POST', '/api/VDInterviewConsult/MySubscirbeHistory', { pageNo: 0, studentId: other }));
    await k.refused(k.call(s2, 'GET', '/api/VDInterviewConsult/QueryVDSubscribeDetail/999999'), '103');
    expect((await k.booking(id)).status).toBe(0);
  });

  it('appears in the student\'s and the counsellor\'s calendars', async () => {
    const c = await k.makeCounsellor();
    const id = await k.book(s2, await k.makeSlot(c.id, 2, 900), 2);
    const b = await k.booking(id);
    const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(b.beginTime));
    for (const who of [s2, c.username]) {
      const events = await k.okData<{ id: string; kind: string }[]>(k.call(who, 'GET', `/api/calendar/events?year=${year}`));
      expect(events.find((e) => e.id === `appointment-${id}`)?.kind).toBe('appointment');
    }
  });
});
