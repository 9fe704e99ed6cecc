import { describe, expect, it } from 'vitest';
import type { SamplesOf } from './common.ts';
import { appointmentKinds, appointmentTemplates, type AppointmentNotices } from './appointments.ts';
import { checkFamily } from './family-test-kit.ts';

const base = {
  consultType: { zh: '职业咨询', en: 'Career consulting' }, withName: { zh: '王老师', en: 'Ms Wang' }, when: '2026-05-01 10:00~11:00',
  interflow: { zh: '线下', en: 'In person' }, place: { zh: '302 室', en: 'Room 302' }, online: false,
};
const samples: SamplesOf<AppointmentNotices> = {
  'appointments.reminder': [{ ...base, day: 'today' }, { ...base, day: 'tomorrow' }, { ...base, day: 'later', online: true, place: { zh: 'https://meet.example.com/x', en: 'https://meet.example.com/x' } }],
  'appointments.cancelled': [{ ...base, by: 'student' }, { ...base, by: 'counsellor' }],
};

describe('appointment notices', () => {
  it('have labels, samples, and Chinese only in Chinese', () => checkFamily(appointmentKinds, appointmentTemplates, samples));

  it('the reminder says today or tomorrow, and gives the meeting link of an online appointment', () => {
    const [today, tomorrow, online] = samples['appointments.reminder'].map((p) => appointmentTemplates['appointments.reminder'](p));
    expect(today!.zh.subject).toBe('预约提醒：今天有职业咨询');
    expect(today!.en.subject).toBe('Reminder: career consulting today');
    expect(tomorrow!.zh.subject).toBe('预约提醒：明天有职业咨询');
    expect(tomorrow!.en.subject).toBe('Reminder: career consulting tomorrow');
    expect(tomorrow!.zh.body).toContain('地点：302 室');
    expect(tomorrow!.en.body).toContain('Career consulting with Ms Wang\nTime: 2026-05-01 10:00~11:00 (Beijing time)\nHow: In person\nPlace: Room 302');
    expect(online!.zh.body).toContain('会议链接：https://meet.example.com/x');
    expect(online!.en.body).toContain('Meeting link: https://meet.example.com/x');
  });

  it('the cancellation names who cancelled, and is mandatory', () => {
    const [byStudent, byCounsellor] = samples['appointments.cancelled'].map((p) => appointmentTemplates['appointments.cancelled'](p));
    expect(byStudent!.zh).toEqual({ subject: '预约已取消：职业咨询 2026-05-01 10:00~11:00', body: expect.stringContaining('学生已取消该预约') });
    expect(byStudent!.en.body).toMatch(/^The student cancelled this appointment:/);
    expect(byCounsellor!.en.body).toMatch(/^The counsellor cancelled this appointment:/);
    expect(byCounsellor!.zh.body).toContain('咨询师已取消该预约');
    expect(appointmentKinds['appointments.cancelled'].mandatory).toBe(true);
    expect(appointmentKinds['appointments.reminder'].mandatory).toBe(false);
  });
});
