import { describe, expect, it } from 'vitest';
import type { SamplesOf } from './common.ts';
import { appointmentKinds, appointmentTemplates, type AppointmentNotices } from './appointments.ts';
import { checkFamily } from './family-test-kit.ts';

const base = {
  consultType: { zh: '职业咨询', en: 'Career consulting' }, withName: { zh: '王老师', en: 'Ms Wang' }, when: '2026-05-01 10:00~11:00',
  interflow: { zh: '线下', en: 'In person' }, place: { zh: '302 室', en: 'Room 302' }, online: false,
};
const link = { zh: 'https://meet.example.com/x', en: 'https://meet.example.com/x' };
const online = { ...base, interflow: { zh: '线上', en: 'Online' }, online: true, place: link };
const samples: SamplesOf<AppointmentNotices> = {
  'appointments.booked': [{ ...base, to: 'counsellor', withName: { zh: '李明', en: 'Li Ming' } }, { ...base, to: 'student' }],
  'appointments.approved': [{ ...online, note: 'Please join 5 minutes early.' }, base],
  'appointments.rejected': [{ ...base, note: 'I am away that week.' }, { ...base, note: '' }],
  'appointments.changed': [
    { ...base, by: 'counsellor', when: '2026-05-02 14:00~15:00', before: { when: '2026-05-01 10:00~11:00', place: base.place, online: false } },
    { ...online, by: 'office', before: { when: base.when, place: base.place, online: false } },
    { ...base, by: 'student', before: { when: '2026-04-30 09:00~10:00', place: base.place, online: false } },
  ],
  'appointments.reminder': [{ ...base, day: 'today' }, { ...base, day: 'tomorrow' }, { ...online, day: 'later' }],
  'appointments.cancelled': [{ ...base, by: 'student' }, { ...base, by: 'counsellor', note: 'I am ill.' }, { ...base, by: 'office' }],
  'appointments.no-show': [
    { ...base, noShows: 1, limit: 3, blockDays: 30, blockedUntil: null },
    { ...base, noShows: 3, limit: 3, blockDays: 30, blockedUntil: '2026-06-01' },
    { ...base, noShows: 4, limit: 3, blockDays: 30, blockedUntil: null },
  ],
};
const render = <K extends keyof AppointmentNotices>(kind: K) => samples[kind].map((p) => appointmentTemplates[kind](p));

describe('appointment notices', () => {
  it('have labels, samples, and Chinese only in Chinese', () => checkFamily(appointmentKinds, appointmentTemplates, samples));

  it('the reminder says today or tomorrow, and gives the meeting link of an online appointment', () => {
    const [today, tomorrow, later] = render('appointments.reminder');
    expect(today!.zh.subject).toBe('预约提醒：今天有职业咨询');
    expect(today!.en.subject).toBe('Reminder: career consulting today');
    expect(tomorrow!.zh.subject).toBe('预约提醒：明天有职业咨询');
    expect(tomorrow!.en.subject).toBe('Reminder: career consulting tomorrow');
    expect(tomorrow!.zh.body).toContain('地点：302 室');
    expect(tomorrow!.en.body).toContain('Career consulting with Ms Wang\nTime: 2026-05-01 10:00~11:00 (Beijing time)\nHow: In person\nPlace: Room 302');
    expect(later!.zh.body).toContain('会议链接：https://meet.example.com/x');
    expect(later!.en.body).toContain('Meeting link: https://meet.example.com/x');
    expect(later!.en.body).not.toContain('Place:');
  });

  it('the booking tells the counsellor to review it and gives the student a receipt', () => {
    const [toCounsellor, toStudent] = render('appointments.booked');
    expect(toCounsellor!.zh).toEqual({ subject: '新的预约待审核：职业咨询 2026-05-01 10:00~11:00', body: expect.stringContaining('职业咨询（李明）') });
    expect(toCounsellor!.en.subject).toBe('New appointment to review: Career consulting 2026-05-01 10:00~11:00');
    expect(toCounsellor!.en.body).toMatch(/^A new appointment waits for your review:\nCareer consulting with Li Ming\n/);
    expect(toStudent!.zh.subject).toBe('预约已提交：职业咨询 2026-05-01 10:00~11:00');
    expect(toStudent!.en.body).toMatch(/^Your appointment is booked and waits for the counsellor's approval:\nCareer consulting with Ms Wang/);
  });

  it('the approval and the rejection carry the counsellor\'s note when there is one', () => {
    const [approvedOnline, approvedPlain] = render('appointments.approved');
    expect(approvedOnline!.en.subject).toBe('Appointment approved: Career consulting 2026-05-01 10:00~11:00');
    expect(approvedOnline!.en.body).toContain('Meeting link: https://meet.example.com/x\nNote from the counsellor: Please join 5 minutes early.');
    expect(approvedOnline!.zh.body).toContain('咨询师留言：Please join 5 minutes early.');
    expect(approvedPlain!.en.body).not.toContain('Note');
    expect(approvedPlain!.zh.body).not.toContain('留言');
    const [rejected, rejectedPlain] = render('appointments.rejected');
    expect(rejected!.zh.subject).toBe('预约未通过：职业咨询 2026-05-01 10:00~11:00');
    expect(rejected!.en.subject).toBe('Appointment not approved: Career consulting 2026-05-01 10:00~11:00');
    expect(rejected!.en.body).toMatch(/\nReason: I am away that week\.$/);
    expect(rejected!.zh.body).toMatch(/\n原因：I am away that week\.$/);
    expect(rejectedPlain!.en.body).not.toContain('Reason');
  });

  it('the change names who changed it, what it was and what it is now', () => {
    const [moved, madeOnline, byStudent] = render('appointments.changed');
    expect(moved!.zh.subject).toBe('预约已变更：职业咨询 2026-05-02 14:00~15:00');
    expect(moved!.zh.body).toBe('咨询师变更了该预约。\n原为：2026-05-01 10:00~11:00，地点：302 室\n现为：\n职业咨询（王老师）\n时间：2026-05-02 14:00~15:00（北京时间）\n方式：线下\n地点：302 室');
    expect(moved!.en.subject).toBe('Appointment changed: Career consulting 2026-05-02 14:00~15:00');
    expect(moved!.en.body).toMatch(/^The counsellor changed this appointment\.\nBefore: 2026-05-01 10:00~11:00, Place: Room 302\nNow:\nCareer consulting with Ms Wang\nTime: 2026-05-02 14:00~15:00/);
    expect(madeOnline!.en.body).toMatch(/^The Career Development Centre changed this appointment\.\nBefore: 2026-05-01 10:00~11:00, Place: Room 302\n/);
    expect(madeOnline!.en.body).toContain('Meeting link: https://meet.example.com/x');
    expect(madeOnline!.zh.body).toMatch(/^职业发展中心变更了该预约。/);
    expect(byStudent!.en.body).toMatch(/^The student changed this appointment\./);
  });

  it('the cancellation names who cancelled and why', () => {
    const [byStudent, byCounsellor, byOffice] = render('appointments.cancelled');
    expect(byStudent!.zh).toEqual({ subject: '预约已取消：职业咨询 2026-05-01 10:00~11:00', body: expect.stringContaining('学生已取消该预约') });
    expect(byStudent!.en.body).toMatch(/^The student cancelled this appointment:/);
    expect(byStudent!.en.body).not.toContain('Reason');
    expect(byCounsellor!.en.body).toMatch(/^The counsellor cancelled this appointment:[^]*\nReason: I am ill\.$/);
    expect(byCounsellor!.zh.body).toContain('咨询师已取消该预约');
    expect(byCounsellor!.zh.body).toContain('原因：I am ill.');
    expect(byOffice!.en.body).toMatch(/^The Career Development Centre cancelled this appointment:/);
    expect(byOffice!.zh.body).toMatch(/^职业发展中心已取消该预约/);
  });

  it('the no-show says how many this term and what the limit means', () => {
    const [first, atLimit, past] = render('appointments.no-show');
    expect(first!.zh.subject).toBe('未到场记录：职业咨询 2026-05-01 10:00~11:00');
    expect(first!.en.subject).toBe('Missed appointment recorded: Career consulting 2026-05-01 10:00~11:00');
    expect(first!.zh.body).toMatch(/^您未参加以下预约，已记为本学期第 1 次未到场：[^]*\n本学期累计 3 次未到场后，30 天内不能新建预约。$/);
    expect(first!.en.body).toMatch(/^You did not attend this appointment; that makes 1 missed this term:[^]*\nAfter 3 missed appointments in a term, new bookings are closed to you for 30 days\.$/);
    expect(atLimit!.zh.body).toMatch(/已达到本学期 3 次的上限，2026-06-01 之前不能新建预约。$/);
    expect(atLimit!.en.body).toMatch(/That reaches this term's limit of 3: you can book again from 2026-06-01\.$/);
    expect(past!.en.body).toMatch(/This term's limit of 3 has been reached\.$/);
  });

  it('mandatory: results, changes, cancellations and strikes; not: receipts and reminders', () => {
    const mandatory = Object.entries(appointmentKinds).filter(([, k]) => k.mandatory).map(([kind]) => kind).sort();
    expect(mandatory).toEqual(['appointments.approved', 'appointments.cancelled', 'appointments.changed', 'appointments.no-show', 'appointments.rejected']);
    expect(appointmentKinds['appointments.reminder'].mandatory).toBe(false);
    expect(appointmentKinds['appointments.booked'].mandatory).toBe(false);
  });
});
