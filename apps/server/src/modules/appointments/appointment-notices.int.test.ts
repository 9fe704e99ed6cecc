import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client.ts';
import { appointmentInviteUid } from './appointment-notices.ts';
import { ADMIN, noticeKit, PORTAL } from './appointment-notices-test-kit.ts';
import { REMINDER_JOB } from './appointment-reminders.ts';
import { apptSlots } from './appointments.tables.ts';

/**
 * The notices of a booking's life (README 'Notices'): booked, approved, rejected, changed by the
 * student, cancelled by the counsellor or the office. Each through the real routes, delivered to a
 * real SMTP server: the student reads English, the counsellor Chinese.
 */
const n = noticeKit();
const { k } = n;
let student = '';
beforeAll(async () => {
  await n.setup();
  student = await n.englishStudent();
}, 60_000);
afterAll(() => n.teardown());

const studentPage = (id: number, type: number) => `/appointment/question-info/${id}?type=${type}`;
const pendingReminder = async (id: number) =>
  rowsOf(await n.t.db.execute(sql`select 1 from jobs where key = ${`${REMINDER_JOB}:${id}`} and state = 'pending'`)).length;

describe('booked', () => {
  it('the counsellor has it to review, the student a receipt, neither an invite; a refused booking tells nobody; nothing twice', async () => {
    const c = await k.makeCounsellor();
    const slot = await k.makeSlot(c.id, 1, 100);
    const id = await k.book(student, slot, 1);
    // Another student on the taken slot is refused (100): the refused transaction reports nothing.
    const other = await n.englishStudent();
    await k.refused(k.save(other, k.form(slot, 1, await k.upload(other))), '100');
    await n.deliver();
    const when = await n.whenOf(id);

    const toCounsellor = await n.oneMail(c.username, /^新的预约待审核：/);
    expect(toCounsellor.parsed.subject).toBe(`新的预约待审核：职业咨询 ${when}`);
    expect(toCounsellor.parsed.text).toContain('职业咨询（测试学生 1）');
    expect(toCounsellor.parsed.text).toContain(`${PORTAL}/appointment/admin`);
    expect(toCounsellor.invite).toBeNull();
    const receipt = await n.oneMail(student, /^Appointment booked: /, id, true);
    expect(receipt.parsed.subject).toBe(`Appointment booked: Career consulting ${when}`);
    expect(receipt.parsed.text).toContain(`Career consulting with Counsellor ${c.username.slice(3)}`);
    expect(receipt.parsed.text).toContain(`${PORTAL}${studentPage(id, 1)}`);
    expect(receipt.invite).toBeNull();
    expect(await n.mails(other, /./)).toHaveLength(0);

    expect(await n.inApp(c.username, 'appointments.booked')).toMatchObject([{ title: `新的预约待审核：职业咨询 ${when}`, titleEn: `New appointment to review: Career consulting ${when}`, link: '/appointment/admin' }]);
    expect(await n.inApp(student, 'appointments.booked')).toMatchObject([{ title: `预约已提交：职业咨询 ${when}`, titleEn: `Appointment booked: Career consulting ${when}`, link: studentPage(id, 1) }]);

    // The same booking sent again is refused (105: the student's one unfinished career consultation); deliveries run again send nothing more.
    await k.refused(k.save(student, k.form(slot, 1, await k.upload(student))));
    await n.redeliver();
    expect(await n.mails(c.username, /^新的预约待审核：/)).toHaveLength(1);
    expect(await n.mails(student, /^Appointment booked: /, id)).toHaveLength(1);
    expect(await n.inApp(c.username, 'appointments.booked')).toHaveLength(1);
  });
});

describe('reviewed', () => {
  it('an approval tells the student with the counsellor\'s note and puts it in their calendar (REQUEST); once', async () => {
    const c = await k.makeCounsellor();
    const slot = await k.makeSlot(c.id, 2, 110);
    await n.t.db.update(apptSlots).set({ interflowType: 2, address: 'https://meet.example.com/a2', addressEn: '' }).where(eq(apptSlots.id, slot));
    const id = await k.book(student, slot, 2);
    await n.approve(c.username, id, 'Please join five minutes early.');
    await k.refused(k.call(c.username, 'POST', `${ADMIN}/bookings/${id}/review`, { status: 1, replyNote: '' }), '5004');
    await n.deliver();
    await n.redeliver();
    const when = await n.whenOf(id);

    const mail = await n.oneMail(student, /^Appointment approved: /, id, true);
    expect(mail.parsed.subject).toBe(`Appointment approved: Mock interview ${when}`);
    expect(mail.parsed.text).toContain('How: Online\nMeeting link: https://meet.example.com/a2\nNote from the counsellor: Please join five minutes early.');
    expect(mail.parsed.text).toContain(`${PORTAL}${studentPage(id, 2)}`);
    expect(mail.invite).toMatchObject({
      method: 'REQUEST', status: 'CONFIRMED', uid: appointmentInviteUid(id), location: 'https://meet.example.com/a2', summary: `Mock interview with Counsellor ${c.username.slice(3)}`,
    });
    const b = await k.booking(id);
    expect(Math.floor(mail.invite!.start.getTime() / 1000)).toBe(Math.floor(b.beginTime.getTime() / 1000));
    expect(await n.inApp(student, 'appointments.approved')).toMatchObject([{ title: `预约已通过：模拟面试 ${when}`, titleEn: `Appointment approved: Mock interview ${when}`, link: studentPage(id, 2) }]);
    // The counsellor approved it: nothing to tell them.
    expect(await n.mails(c.username, /预约已通过/)).toHaveLength(0);
    expect(await n.inApp(c.username, 'appointments.approved')).toHaveLength(0);
  });

  it('a rejection tells the student why, with no invite (the booking never had an entry); once', async () => {
    const c = await k.makeCounsellor();
    const id = await k.book(student, await k.makeSlot(c.id, 2, 120), 2);
    await k.okData(k.call('careeradmin', 'POST', `${ADMIN}/bookings/${id}/review`, { status: 2, replyNote: 'The counsellor is away that week.' }));
    await k.refused(k.call('careeradmin', 'POST', `${ADMIN}/bookings/${id}/review`, { status: 2, replyNote: '' }), '5004');
    await n.deliver();
    const when = await n.whenOf(id);
    const mail = await n.oneMail(student, /^Appointment not approved: /, id, true);
    expect(mail.parsed.subject).toBe(`Appointment not approved: Mock interview ${when}`);
    expect(mail.parsed.text).toContain('Sorry, your appointment was not approved; you may book another time:');
    expect(mail.parsed.text).toContain('Reason: The counsellor is away that week.');
    expect(mail.invite).toBeNull();
    expect(await n.inApp(student, 'appointments.rejected')).toMatchObject([{ title: `预约未通过：模拟面试 ${when}`, titleEn: `Appointment not approved: Mock interview ${when}`, link: studentPage(id, 2) }]);
    expect(await n.mails(c.username, /预约未通过/)).toHaveLength(0);
  });
});

describe('cancelled by staff', () => {
  it('the counsellor cancels an approved booking: both told with the reason, both calendars get the CANCEL with a higher SEQUENCE; the slot is free; once', async () => {
    const c = await k.makeCounsellor();
    const slot = await k.makeSlot(c.id, 2, 130);
    const id = await k.book(student, slot, 2);
    await n.approve(c.username, id);
    expect(await pendingReminder(id)).toBe(1);
    expect(await k.okData(k.call(c.username, 'POST', `${ADMIN}/bookings/${id}/cancel`, { replyNote: 'I am ill that day.' }))).toEqual({ id, status: 3 });
    await k.refused(k.call(c.username, 'POST', `${ADMIN}/bookings/${id}/cancel`, { replyNote: '' }), '5017');
    await n.deliver();
    await n.redeliver();
    expect(await k.liveOnSlot(slot)).toBe(0);
    expect(await pendingReminder(id)).toBe(0);
    expect((await k.booking(id)).replyNote).toBe('I am ill that day.');
    const when = await n.whenOf(id);

    const toStudent = await n.oneMail(student, /^Appointment cancelled: /, id, true);
    expect(toStudent.parsed.subject).toBe(`Appointment cancelled: Mock interview ${when}`);
    expect(toStudent.parsed.text).toMatch(/^The counsellor cancelled this appointment:\n/);
    expect(toStudent.parsed.text).toContain('Reason: I am ill that day.');
    const toCounsellor = await n.oneMail(c.username, /^预约已取消：/);
    expect(toCounsellor.parsed.subject).toBe(`预约已取消：模拟面试 ${when}`);
    expect(toCounsellor.parsed.text).toContain('咨询师已取消该预约');
    expect(toCounsellor.parsed.text).toContain('原因：I am ill that day.');
    for (const who of [student, c.username]) {
      const sent = await n.invites(who, id);
      expect(sent.at(-1), who).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
    }
    // The student's invites: the approval's REQUEST, then the CANCEL with a higher SEQUENCE.
    const [approval, cancel] = await n.invites(student, id);
    expect(approval!.method).toBe('REQUEST');
    expect(cancel!.sequence).toBeGreaterThan(approval!.sequence);
    expect(await n.inApp(student, 'appointments.cancelled')).toMatchObject([{ titleEn: `Appointment cancelled: Mock interview ${when}`, link: `/appointment/question-info/${id}?type=2` }]);
    expect(await n.inApp(c.username, 'appointments.cancelled')).toMatchObject([{ title: `预约已取消：模拟面试 ${when}`, link: '/appointment/admin' }]);
  });

  it('the office cancels a pending booking: both told the office did, no invite; another counsellor may not (403); a past one may not (5017)', async () => {
    const c = await k.makeCounsellor();
    const other = await k.makeCounsellor();
    const id = await k.book(student, await k.makeSlot(c.id, 2, 140), 2);
    await k.forbidden(k.call(other.username, 'POST', `${ADMIN}/bookings/${id}/cancel`, { replyNote: '' }));
    await k.okData(k.call('careeradmin', 'POST', `${ADMIN}/bookings/${id}/cancel`, {}));
    await n.deliver();
    const toStudent = await n.oneMail(student, /^Appointment cancelled: /, id, true);
    expect(toStudent.parsed.text).toMatch(/^The Career Development Centre cancelled this appointment:\n/);
    expect(toStudent.parsed.text).not.toContain('Reason');
    expect(toStudent.invite).toBeNull();
    const toCounsellor = await n.oneMail(c.username, /^预约已取消：/);
    expect(toCounsellor.parsed.text).toContain('职业发展中心已取消该预约');
    expect(toCounsellor.invite).toBeNull();

    const begun = await k.book(student, await k.makeSlot(c.id, 2, 150), 2);
    await n.approve(c.username, begun);
    await k.moveBooking(begun, -10);
    await k.refused(k.call('careeradmin', 'POST', `${ADMIN}/bookings/${begun}/cancel`, {}), '5017');
  });

  it('the student\'s own cancellation of a pending booking sends no invite; of an approved one, the CANCEL', async () => {
    const c = await k.makeCounsellor();
    const pending = await k.book(student, await k.makeSlot(c.id, 2, 160), 2);
    const approved = await k.book(student, await k.makeSlot(c.id, 2, 170), 2);
    await n.approve(c.username, approved);
    for (const id of [pending, approved]) await k.okData(k.call(student, 'POST', `/api/appointments/my/${id}/cancel`));
    await n.deliver();
    expect((await n.oneMail(student, /^Appointment cancelled: /, pending, true)).invite).toBeNull();
    expect((await n.oneMail(student, /^Appointment cancelled: /, approved, true)).invite).toMatchObject({ method: 'CANCEL', uid: appointmentInviteUid(approved) });
    const toCounsellor = await n.mails(c.username, /^预约已取消：/);
    expect(toCounsellor.map((m) => m.invite?.method ?? null).sort()).toEqual(['CANCEL', null]);
    expect(toCounsellor.every((m) => (m.parsed.text ?? '').includes('学生已取消该预约'))).toBe(true);
  });
});

describe('changed by the student', () => {
  it('an edit moving a pending booking tells both what it was and is, without an invite; saving it again tells nobody', async () => {
    const c = await k.makeCounsellor();
    const first = await k.makeSlot(c.id, 2, 180);
    const next = await k.makeSlot(c.id, 2, 183);
    const id = await k.book(student, first, 2);
    const before = await n.whenOf(id);
    const file = (await k.booking(id)).biographicalFileId!;
    await k.okData(k.save(student, { ...k.form(next, 2, file), id }));
    await k.okData(k.save(student, { ...k.form(next, 2, file, { q4: 'Another question' }), id }));
    await n.deliver();
    const when = await n.whenOf(id);

    const toStudent = await n.oneMail(student, /^Appointment changed: /, id, true);
    expect(toStudent.parsed.subject).toBe(`Appointment changed: Mock interview ${when}`);
    expect(toStudent.parsed.text).toContain(`The student changed this appointment.\nBefore: ${before}, Place: Room 302\nNow:\nMock interview with Counsellor`);
    expect(toStudent.invite).toBeNull();
    const toCounsellor = await n.oneMail(c.username, /^预约已变更：/);
    expect(toCounsellor.parsed.subject).toBe(`预约已变更：模拟面试 ${when}`);
    expect(toCounsellor.parsed.text).toContain(`学生变更了该预约。\n原为：${before}，地点：302 室`);
    expect(toCounsellor.invite).toBeNull();
    expect(await n.inApp(c.username, 'appointments.changed')).toMatchObject([{ title: `预约已变更：模拟面试 ${when}`, titleEn: `Appointment changed: Mock interview ${when}`, link: '/appointment/admin' }]);
  });

  it('an edit moving it to another counsellor: the new one has it to review, the former one is told it was withdrawn', async () => {
    const c = await k.makeCounsellor();
    const d = await k.makeCounsellor();
    const id = await k.book(student, await k.makeSlot(c.id, 2, 190), 2);
    const file = (await k.booking(id)).biographicalFileId!;
    await k.okData(k.save(student, { ...k.form(await k.makeSlot(d.id, 2, 193), 2, file), id }));
    await n.deliver();
    const when = await n.whenOf(id);
    expect((await n.oneMail(student, /^Appointment changed: /, id, true)).parsed.text).toContain(`Mock interview with Counsellor ${d.username.slice(3)}`);
    expect((await n.oneMail(d.username, /^新的预约待审核：/)).parsed.subject).toBe(`新的预约待审核：模拟面试 ${when}`);
    const withdrawn = await n.oneMail(c.username, /^预约已取消：/);
    expect(withdrawn.parsed.text).toContain('学生已取消该预约');
    expect(await n.mails(c.username, /^预约已变更：/)).toHaveLength(0);
  });
});
