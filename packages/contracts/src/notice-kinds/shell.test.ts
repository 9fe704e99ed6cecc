import { describe, expect, it } from 'vitest';
import type { SamplesOf } from './common.ts';
import { checkFamily } from './family-test-kit.ts';
import { bulletinKinds, bulletinTemplates, type BulletinNotices } from './shell.ts';

const samples: SamplesOf<BulletinNotices> = {
  'shell.notice-published': [
    { title: { zh: '关于期末考试安排的通知', en: 'Final exam arrangements' }, fieldType: 'report', published: '2026-06-01 09:00' },
    { title: { zh: '学生学术诚信管理规定', en: 'Regulations on Academic Integrity' }, fieldType: 'rule', published: '2026-06-02 10:30' },
  ],
};

describe('bulletin notices', () => {
  it('have labels, samples, and Chinese only in Chinese', () => checkFamily(bulletinKinds, bulletinTemplates, samples));

  it('name the notice or regulation, its title and when it was published', () => {
    const [report, rule] = samples['shell.notice-published'].map((p) => bulletinTemplates['shell.notice-published'](p));
    expect(report!.zh).toEqual({ subject: '新通知：关于期末考试安排的通知', body: '学院发布了通知：关于期末考试安排的通知\n发布时间：2026-06-01 09:00（北京时间）' });
    expect(report!.en).toEqual({ subject: 'New notice: Final exam arrangements', body: 'The school has published a notice: Final exam arrangements\nPublished: 2026-06-01 09:00 (Beijing time)' });
    expect(rule!.zh.subject).toBe('新规章制度：学生学术诚信管理规定');
    expect(rule!.en.subject).toBe('New regulation: Regulations on Academic Integrity');
    expect(rule!.en.body).toContain('published a regulation: Regulations on Academic Integrity');
  });

  it('is informational, not mandatory', () => {
    expect(bulletinKinds['shell.notice-published'].mandatory).toBe(false);
  });
});
