import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBooking, AdminSlot, AppointmentSettings, Page, Standing } from '@portal/contracts';
import { rowsOf } from '../../platform/db/client.ts';
import { atSchoolClock, schoolDate } from '../../platform/time/school-zone.ts';
import { appointmentInviteUid } from './appointment-notices.ts';
import { ADMIN, noticeKit, PORTAL } from './appointment-notices-test-kit.ts';
import { REMINDER_JOB } from './appointment-reminders.ts';

/**
 * Staff changes of a booking (README 'Notices'): moved to another slot by the counsellor or the
 * office, its slot's place or meeting link changed, a no-show strike. Through the real routes,
 * delivered to a real SMTP server: the student reads English, the counsellor Chinese.
 */
const n = noticeKit();
const { k } = n;
let student = '';
beforeAll(async () => {
  await n.setup();
  student = await n.englishStudent();
}, 60_000);
afterAll(() => n.teardown());

const reminderRunAt = async (id: number) =>
  rowsOf<{ run_at: Date | string }>(await n.t.db.execute(sql`select run_at from jobs where key = ${`${REMINDER_JOB}:${id}`} and state = 'pending'`)).map((r) => new Date(r.run_at).getTime());

describe('moved by staff', () => {
  it('tells both what it was and is, and moves both calendar entries (same UID, higher SEQUENCE); the reminder follows; the same slot again tells nobody', async () => {
    const c = await k.makeCounsellor();
    const first = await k.makeSlot(c.id, 2, 100);
    const second = await k.makeSlot(c.id, 2, 104);
    const third = await k.makeSlot(c.id, 2, 108);
    const id = await k.book(student, first, 2);
    await n.approve(c.username, id);
    const was = await n.whenOf(id);

    expect(await k.okData(k.call(c.username, 'POST', `${ADMIN}/bookings/${id}/move`, { slotId: second }))).toEqual({ id, slotId: second });
    expect(await k.okData(k.call(c.username, 'POST', `${ADMIN}/bookings/${id}/move`, { slotId: second }))).toEqual({ id, slotId: second });
    await n.deliver();
    await n.redeliver();
    const now = await n.whenOf(id);
    const b = await k.booking(id);
    expect(b.slotId).toBe(second);
    expect(await k.liveOnSlot(first)).toBe(0);
    expect(await reminderRunAt(id)).toEqual([atSchoolClock(b.beginTime, 9, 0, -1).getTime()]);

    const toStudent = await n.oneMail(student, /^Appointment changed: /, id, true);
    expect(toStudent.parsed.subject).toBe(`Appointment changed: Mock interview ${now}`);
    expect(toStudent.parsed.text).toContain(`The counsellor changed this appointment.\nBefore: ${was}, Place: Room 302\nNow:\nMock interview with Counsellor ${c.username.slice(3)}\nTime: ${now} (Beijing time)`);
    expect(toStudent.parsed.text).toContain(`${PORTAL}/appointment/question-info/${id}?type=2`);
    expect(toStudent.invite).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', uid: appointmentInviteUid(id), location: 'Room 302' });
    expect(Math.floor(toStudent.invite!.start.getTime() / 1000)).toBe(Math.floor(b.beginTime.getTime() / 1000));
    const toCounsellor = await n.oneMail(c.username, /^预约已变更：/);
    expect(toCounsellor.parsed.subject).toBe(`预约已变更：模拟面试 ${now}`);
    expect(toCounsellor.parsed.text).toContain(`咨询师变更了该预约。\n原为：${was}，地点：302 室\n现为：\n模拟面试（测试学生 1）`);
    expect(toCounsellor.parsed.text).toContain(`${PORTAL}/appointment/admin`);
    expect(toCounsellor.invite).toMatchObject({ method: 'REQUEST', uid: appointmentInviteUid(id), location: '302 室' });
    expect(await n.inApp(student, 'appointments.changed')).toMatchObject([{ title: `预约已变更：模拟面试 ${now}`, titleEn: `Appointment changed: Mock interview ${now}`, link: `/appointment/question-info/${id}?type=2` }]);

    // The office moves it again: told as the office, the SEQUENCE higher again.
    await k.okData(k.call('careeradmin', 'POST', `${ADMIN}/bookings/${id}/move`, { slotId: third }));
    await n.deliver();
    const changes = await n.mails(student, /^Appointment changed: /, id);
    expect(changes).toHaveLength(2);
    const latest = `Appointment changed: Mock interview ${await n.whenOf(id)}`;
    const last = changes.find((m) => m.parsed.subject === latest)!;
    expect(last.parsed.text).toMatch(/^The Career Development Centre changed this appointment\.\nBefore: /);
    const seq = (await n.invites(student, id)).map((i) => [i!.method, i!.sequence] as const);
    expect(seq.map(([m]) => m)).toEqual(['REQUEST', 'REQUEST', 'REQUEST']);
    expect(new Set(seq.map(([, s]) => s)).size).toBe(3);
    expect(last.invite!.sequence).toBe(Math.max(...seq.map(([, s]) => s)));
    expect(await n.mails(c.username, /^预约已变更：/)).toHaveLength(2);
  });

  it('refuses another counsellor\'s or a begun slot (5018), a taken one (100), another counsellor (403), a begun booking (5017); none tells anyone', async () => {
    const c = await k.makeCounsellor();
    const d = await k.makeCounsellor();
    const id = await k.book(student, await k.makeSlot(c.id, 2, 120), 2);
    const other = await n.englishStudent();
    const taken = await k.makeSlot(c.id, 2, 124);
    await k.book(other, taken, 2);
    await k.refused(k.call('careeradmin', 'POST', `${ADMIN}/bookings/${id}/move`, { slotId: await k.makeSlot(d.id, 2, 128) }), '5018');
    await k.refused(k.call('careeradmin', 'POST', `${ADMIN}/bookings/${id}/move`, { slotId: await k.makeSlot(c.id, 1, 132) }), '5018');
    await k.refused(k.call('careeradmin', 'POST', `${ADMIN}/bookings/${id}/move`, { slotId: await k.makeSlot(c.id, 2, -30) }), '5018');
    await k.refused(k.call(c.username, 'POST', `${ADMIN}/bookings/${id}/move`, { slotId: taken }), '100');
    await k.refused(k.call(c.username, 'POST', `${ADMIN}/bookings/${id}/move`, { slotId: 999_999 }), '101');
    await k.forbidden(k.call(d.username, 'POST', `${ADMIN}/bookings/${id}/move`, { slotId: await k.makeSlot(c.id, 2, 136) }));
    const begun = await k.book(student, await k.makeSlot(c.id, 2, 140), 2);
    await k.moveBooking(begun, -50);
    await k.refused(k.call(c.username, 'POST', `${ADMIN}/bookings/${begun}/move`, { slotId: await k.makeSlot(c.id, 2, 144) }), '5017');
    await n.deliver();
    expect(await n.mails(student, /^Appointment changed: /, id)).toHaveLength(0);
    expect(await n.mails(c.username, /^预约已变更：/)).toHaveLength(0);
  });
});

describe('place changed', () => {
  it('a slot made online tells both the meeting link and updates the invite\'s location; the same place again, or a slot nobody holds, tells nobody', async () => {
    const c = await k.makeCounsellor();
    const slot = await k.makeSlot(c.id, 2, 200);
    const free = await k.makeSlot(c.id, 2, 204);
    const id = await k.book(student, slot, 2);
    await n.approve(c.username, id);
    const place = { interflowType: 2, address: 'https://meet.example.com/p5', addressEn: '' };
    await k.forbidden(k.call((await k.makeCounsellor()).username, 'PUT', `${ADMIN}/slots/${slot}/place`, place));
    expect(await k.okData(k.call('careeradmin', 'PUT', `${ADMIN}/slots/${slot}/place`, place))).toEqual({ id: slot });
    await k.okData(k.call('careeradmin', 'PUT', `${ADMIN}/slots/${slot}/place`, place));
    await k.okData(k.call(c.username, 'PUT', `${ADMIN}/slots/${free}/place`, place));
    await k.refused(k.call(c.username, 'PUT', `${ADMIN}/slots/999999/place`, place), '101');
    await n.deliver();
    const when = await n.whenOf(id);

    const toStudent = await n.oneMail(student, /^Appointment changed: /, id, true);
    expect(toStudent.parsed.text).toContain(`The Career Development Centre changed this appointment.\nBefore: ${when}, Place: Room 302\nNow:`);
    expect(toStudent.parsed.text).toContain('How: Online\nMeeting link: https://meet.example.com/p5');
    expect(toStudent.invite).toMatchObject({ method: 'REQUEST', location: 'https://meet.example.com/p5' });
    const [approval] = await n.invites(student, id);
    expect(toStudent.invite!.sequence).toBeGreaterThan(approval!.sequence);
    const toCounsellor = await n.oneMail(c.username, /^预约已变更：/);
    expect(toCounsellor.parsed.text).toContain('职业发展中心变更了该预约。');
    expect(toCounsellor.parsed.text).toContain('会议链接：https://meet.example.com/p5');
    // The student's page shows the link as the meeting's.
    const detail = await k.okData<{ webUrl: string | null }>(k.call(student, 'GET', `/api/VDInterviewConsult/QueryVDSubscribeDetail/${id}`));
    expect(detail.webUrl).toBe('https://meet.example.com/p5');
  });

  it('the desk reads a slot\'s English address as typed (\'\' when none), so saving back the place it shows tells nobody', async () => {
    const c = await k.makeCounsellor();
    const slot = await k.makeSlot(c.id, 2, 220);
    const id = await k.book(student, slot, 2);
    const changed = async () => (await n.inApp(student, 'appointments.changed')).filter((x) => x.link === `/appointment/question-info/${id}?type=2`).length;
    await k.okData(k.call(c.username, 'PUT', `${ADMIN}/slots/${slot}/place`, { interflowType: 1, address: '405 室', addressEn: '' }));
    await n.deliver();
    expect(await changed()).toBe(1);

    const from = new Date().toISOString();
    const to = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const shown = (await k.okData<AdminSlot[]>(k.call(c.username, 'GET', `${ADMIN}/slots?counsellorId=${c.id}&from=${from}&to=${to}`))).find((x) => x.id === slot)!;
    expect(shown).toMatchObject({ interflowType: 1, address: '405 室', addressEn: '' });
    const row = (await k.okData<Page<AdminBooking>>(k.call(c.username, 'GET', `${ADMIN}/bookings?counsellorId=${c.id}`))).data.find((x) => x.id === id)!;
    expect(row).toMatchObject({ address: '405 室', addressEn: '' });
    // What the desk's place dialog opens with, saved unchanged.
    await k.okData(k.call(c.username, 'PUT', `${ADMIN}/slots/${slot}/place`, { interflowType: shown.interflowType, address: shown.address, addressEn: shown.addressEn }));
    await n.deliver();
    expect(await changed()).toBe(1);
  });
});

describe('no-show strikes', () => {
  it('tells the student the term\'s count and the limit, then the day bookings open again; once per booking; not with the policy off', async () => {
    const s = await n.englishStudent();
    const c = await k.makeCounsellor();
    const settings = await k.okData<AppointmentSettings>(k.call('careeradmin', 'GET', `${ADMIN}/settings`));
    await k.okData(k.call('careeradmin', 'PUT', `${ADMIN}/settings`, { noShowLimit: 2, blockDays: 30, surveyId: settings.surveyId }));
    const ids: number[] = [];
    for (const [ahead, back] of [[300, -0.5], [304, -2], [308, -4]] as const) {
      const id = await k.book(s, await k.makeSlot(c.id, 2, ahead), 2);
      await n.approve(c.username, id);
      await k.moveBooking(id, back);
      ids.push(id);
    }
    const [a, b, off] = ids as [number, number, number];
    const outcome = (id: number, value: 1 | 2 | null) => k.okData(k.call(c.username, 'POST', `${ADMIN}/bookings/${id}/outcome`, { outcome: value }));

    await outcome(a, 2);
    // Cleared as a mistake and marked again: still the one strike told.
    await outcome(a, null);
    await outcome(a, 2);
    await n.deliver();
    const first = await n.oneMail(s, /^Missed appointment recorded: /, undefined, true);
    expect(first.parsed.subject).toBe(`Missed appointment recorded: Mock interview ${await n.whenOf(a)}`);
    expect(first.parsed.text).toContain('You did not attend this appointment; that makes 1 missed this term:');
    expect(first.parsed.text).toContain('After 2 missed appointments in a term, new bookings are closed to you for 30 days.');
    expect(first.parsed.text).toContain(`${PORTAL}/appointment/index`);
    expect(first.invite).toBeNull();

    await outcome(b, 2);
    await n.deliver();
    const standing = await k.okData<Standing>(k.call(s, 'GET', '/api/appointments/my/standing'));
    expect(standing.blockedUntil).not.toBeNull();
    const second = (await n.mails(s, /^Missed appointment recorded: /)).find((m) => m !== first)!;
    expect(second.parsed.subject).toBe(`Missed appointment recorded: Mock interview ${await n.whenOf(b)}`);
    expect(second.parsed.text).toContain('that makes 2 missed this term');
    expect(second.parsed.text).toContain(`That reaches this term's limit of 2: you can book again from ${schoolDate(new Date(standing.blockedUntil!))}.`);
    const inApp = await n.inApp(s, 'appointments.no-show');
    expect(inApp).toHaveLength(2);
    expect(inApp.every((x) => x.link === '/appointment/index' && x.title.startsWith('未到场记录：模拟面试 '))).toBe(true);
    expect(await n.mails(c.username, /未到场/)).toHaveLength(0);

    // The policy off: a no-show is no strike, and nobody is told.
    await k.okData(k.call('careeradmin', 'PUT', `${ADMIN}/settings`, { noShowLimit: 0, blockDays: 30, surveyId: settings.surveyId }));
    await outcome(off, 2);
    await n.deliver();
    expect(await n.mails(s, /^Missed appointment recorded: /)).toHaveLength(2);
    await k.okData(k.call('careeradmin', 'PUT', `${ADMIN}/settings`, settings));
  });
});
