import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, notificationKinds, type NotificationParams } from './notification-kinds.ts';
import { notificationTemplates, renderNotice } from './notification-templates.ts';

const han = /[\u4e00-\u9fff]/;
const base = {
  consultType: { zh: '职业咨询', en: 'Career consulting' }, withName: { zh: '王老师', en: 'Ms Wang' }, when: '2026-05-01 10:00~11:00',
  interflow: { zh: '线下', en: 'In person' }, place: { zh: '302 室', en: 'Room 302' }, online: false,
};
const samples: { [K in keyof NotificationParams]: NotificationParams[K][] } = {
  'appointments.reminder': [{ ...base, day: 'today' }, { ...base, day: 'tomorrow' }, { ...base, day: 'later', online: true, place: { zh: 'https://meet.example.com/x', en: 'https://meet.example.com/x' } }],
  'appointments.cancelled': [{ ...base, by: 'student' }, { ...base, by: 'counsellor' }],
};

describe('notification templates', () => {
  it('every kind has a template, a label in both languages and samples here', () => {
    expect(Object.keys(notificationTemplates).sort()).toEqual([...notificationKinds].sort());
    for (const kind of notificationKinds) {
      expect(NOTIFICATION_KINDS[kind].zh).toMatch(han);
      expect(NOTIFICATION_KINDS[kind].en).not.toMatch(han);
      expect(samples[kind].length).toBeGreaterThan(0);
    }
  });

  it('the English texts carry no Chinese and the Chinese ones are Chinese, for every sample', () => {
    for (const kind of notificationKinds) {
      for (const p of samples[kind] as never[]) {
        const t = renderNotice(kind, p);
        expect(t.en.subject + t.en.body).not.toMatch(han);
        expect(t.zh.subject).toMatch(han);
        expect(t.zh.body).toMatch(han);
      }
    }
  });

  it('the reminder says today or tomorrow, and gives the meeting link of an online appointment', () => {
    const [today, tomorrow, online] = samples['appointments.reminder'].map((p) => renderNotice('appointments.reminder', p));
    expect(today!.zh.subject).toBe('预约提醒：今天有职业咨询');
    expect(today!.en.subject).toBe('Reminder: career consulting today');
    expect(tomorrow!.zh.subject).toBe('预约提醒：明天有职业咨询');
    expect(tomorrow!.en.subject).toBe('Reminder: career consulting tomorrow');
    expect(tomorrow!.zh.body).toContain('地点：302 室');
    expect(tomorrow!.en.body).toContain('Career consulting with Ms Wang\nTime: 2026-05-01 10:00~11:00 (Beijing time)\nHow: In person\nPlace: Room 302');
    expect(online!.zh.body).toContain('会议链接：https://meet.example.com/x');
    expect(online!.en.body).toContain('Meeting link: https://meet.example.com/x');
  });

  it('the cancellation names who cancelled', () => {
    const [byStudent, byCounsellor] = samples['appointments.cancelled'].map((p) => renderNotice('appointments.cancelled', p));
    expect(byStudent!.zh).toEqual({ subject: '预约已取消：职业咨询 2026-05-01 10:00~11:00', body: expect.stringContaining('学生已取消该预约') });
    expect(byStudent!.en.body).toMatch(/^The student cancelled this appointment:/);
    expect(byCounsellor!.en.body).toMatch(/^The counsellor cancelled this appointment:/);
    expect(byCounsellor!.zh.body).toContain('咨询师已取消该预约');
  });

  it('only the cancellation is mandatory', () => {
    expect(notificationKinds.filter((k) => NOTIFICATION_KINDS[k].mandatory)).toEqual(['appointments.cancelled']);
  });
});
